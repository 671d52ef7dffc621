/**
 * People, vehicles, machines and garden furniture, drawn in their own unit space and placed with a
 * translate/scale so perspective scenes can size them by depth.
 */
import { type Camera, type Canvas } from './canvas.ts';
import { circle, ellipse, mix, num, polygon, polyline, rect, shade } from './svg.ts';

function place(x: number, y: number, scale: number, body: string, flip = false): string {
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${flip ? -scale.toFixed(4) : scale.toFixed(4)} ${scale.toFixed(4)})">${body}</g>`;
}

/** Records a figure or vehicle drawn with place(): its box in its own units ([x0, y0, x1, y1]), on the screen. */
function mark(
  c: Canvas,
  what: string,
  x: number,
  y: number,
  scale: number,
  units: readonly number[],
  flip = false,
): void {
  const [u0, v0, u1, v1] = units as [number, number, number, number];
  const [left, right] = flip ? [-u1, -u0] : [u0, u1];
  c.subjects.push({ what, x0: x + left * scale, y0: y + v0 * scale, x1: x + right * scale, y1: y + v1 * scale });
}

export interface PersonOptions {
  shirt: string;
  trousers?: string;
  skin?: string;
  hair?: string;
  /** Hi-vis vest over the shirt. */
  hivis?: boolean;
  /** Arborist helmet with visor and ear defenders. */
  helmet?: string;
  pose?: 'stand' | 'work' | 'climb' | 'point';
  flip?: boolean;
}

/** A person 180 units tall with feet at (x, y), scaled to `height` pixels. */
export function person(c: Canvas, x: number, y: number, height: number, options: PersonOptions): void {
  const skin = options.skin ?? '#d9a884';
  const trousers = options.trousers ?? '#3a3f44';
  const pose = options.pose ?? 'stand';
  const p: string[] = [];
  if (pose !== 'climb') p.push(ellipse(0, 0, 30, 5, '#000', 'opacity=".25"'));
  // Legs and boots.
  if (pose === 'climb') {
    p.push(
      polygon(
        [
          [-14, -92],
          [-2, -92],
          [-20, -40],
          [-34, -44],
        ],
        trousers,
      ),
      polygon(
        [
          [2, -92],
          [15, -92],
          [18, -30],
          [5, -30],
        ],
        trousers,
      ),
    );
    p.push(rect(-40, -48, 16, 9, '#2b2623', 'rx="3"'), rect(2, -32, 18, 9, '#2b2623', 'rx="3"'));
  } else {
    p.push(
      polygon(
        [
          [-16, -90],
          [-1, -90],
          [-3, -8],
          [-15, -8],
        ],
        trousers,
      ),
      polygon(
        [
          [1, -90],
          [16, -90],
          [15, -8],
          [3, -8],
        ],
        trousers,
      ),
    );
    p.push(
      polygon(
        [
          [-1, -90],
          [1, -90],
          [2, -40],
          [-2, -40],
        ],
        shade(trousers, -0.25),
      ),
    );
    p.push(rect(-18, -10, 16, 10, '#2b2623', 'rx="3"'), rect(2, -10, 17, 10, '#2b2623', 'rx="3"'));
  }
  // Torso.
  const torso = `M-21 -92 L-23 -140 Q-22 -152 -8 -154 L8 -154 Q22 -152 23 -140 L21 -92 Z`;
  p.push(`<path d="${torso}" fill="${options.shirt}"/>`);
  p.push(`<path d="M4 -154 L8 -154 Q22 -152 23 -140 L21 -92 L8 -92 Z" fill="#000" opacity=".12"/>`);
  if (options.hivis) {
    p.push(`<path d="M-21 -92 L-22 -138 L-12 -150 L-6 -118 L6 -118 L12 -150 L22 -138 L21 -92 Z" fill="#e8f23a"/>`);
    p.push(rect(-21.5, -112, 43, 4, '#c8ccc9'), rect(-21.5, -102, 43, 4, '#c8ccc9'));
  }
  // Arms and hands.
  const arm = (points: [number, number][], hand: [number, number]) => {
    p.push(polyline(points, options.shirt, 10), circle(hand[0], hand[1], 5.5, skin));
  };
  if (pose === 'stand') {
    arm(
      [
        [-21, -146],
        [-26, -118],
        [-25, -94],
      ],
      [-25, -90],
    );
    arm(
      [
        [21, -146],
        [26, -118],
        [25, -94],
      ],
      [25, -90],
    );
  } else if (pose === 'work') {
    arm(
      [
        [-21, -146],
        [-24, -118],
        [-8, -108],
      ],
      [-5, -107],
    );
    arm(
      [
        [21, -146],
        [24, -120],
        [12, -112],
      ],
      [9, -111],
    );
  } else if (pose === 'point') {
    arm(
      [
        [-21, -146],
        [-26, -118],
        [-25, -94],
      ],
      [-25, -90],
    );
    arm(
      [
        [21, -146],
        [40, -150],
        [60, -160],
      ],
      [64, -162],
    );
  } else {
    arm(
      [
        [-21, -146],
        [-14, -172],
        [-6, -196],
      ],
      [-5, -199],
    );
    arm(
      [
        [21, -146],
        [18, -170],
        [8, -182],
      ],
      [6, -184],
    );
  }
  // Head.
  p.push(rect(-5, -160, 10, 8, skin));
  p.push(circle(0, -168, 12.5, skin));
  if (options.helmet) {
    p.push(`<path d="M-15 -168 Q-15 -186 0 -187 Q15 -186 15 -168 Z" fill="${options.helmet}"/>`);
    p.push(rect(-17, -170, 34, 4, shade(options.helmet, -0.2), 'rx="2"'));
    p.push(rect(-15, -166, 30, 10, '#5b6b70', 'opacity=".55" rx="2"'));
    p.push(rect(-17, -170, 5, 12, '#2c2f33', 'rx="2"'), rect(12, -170, 5, 12, '#2c2f33', 'rx="2"'));
  } else {
    p.push(
      `<path d="M-13 -170 Q-12 -184 0 -183 Q13 -183 13 -170 Q8 -177 0 -177 Q-8 -177 -13 -170 Z" fill="${options.hair ?? '#3b2a20'}"/>`,
    );
  }
  c.add(place(x, y, height / 180, p.join(''), options.flip));
  const reach = {
    stand: [-32, -190, 32, 5],
    work: [-32, -190, 32, 5],
    point: [-32, -190, 72, 5],
    climb: [-42, -205, 26, 0],
  };
  mark(c, 'person', x, y, height / 180, reach[pose], options.flip);
}

/** A chainsaw held at hand height (screen space, px). */
export function chainsaw(c: Canvas, x: number, y: number, scale: number, flip = false): void {
  const body = [
    rect(-12, -14, 30, 22, '#e2672a', 'rx="4"'),
    rect(-8, -20, 18, 8, '#2b2b2b', 'rx="3"'),
    rect(16, -6, 52, 8, '#9aa1a6', 'rx="4"'),
    rect(16, -7, 52, 2, '#333'),
  ].join('');
  c.add(place(x, y, scale, body, flip));
}

export interface VanOptions {
  body: string;
  /** Livery stripe and wheel trims. */
  accent: string;
  flip?: boolean;
}

/** A medium panel van in side view, 520 units long with wheels on y = 0, scaled to `length` px. */
export function van(c: Canvas, x: number, y: number, length: number, options: VanOptions): void {
  const { body, accent } = options;
  const p: string[] = [];
  p.push(ellipse(260, 2, 270, 14, '#000', 'opacity=".3" filter="url(#soft-small)"'));
  p.push(
    `<path d="M8 -40 L6 -196 Q8 -214 28 -214 L322 -214 Q336 -214 344 -202 L412 -134 Q418 -128 432 -126 L492 -116 Q510 -112 512 -96 L514 -50 Q514 -38 502 -38 L8 -38 Z" fill="${body}"/>`,
  );
  p.push(`<path d="M8 -40 L8 -120 L514 -120 L514 -50 Q514 -38 502 -38 L8 -38 Z" fill="#000" opacity=".06"/>`);
  // Livery band in the accent colour.
  p.push(`<path d="M7 -104 L512 -104 L513 -82 L7 -82 Z" fill="${accent}"/>`);
  p.push(`<path d="M7 -78 L513 -78 L513 -74 L7 -74 Z" fill="${shade(accent, 0.35)}"/>`);
  // Windows: cab side window and windscreen edge.
  p.push(`<path d="M346 -198 L404 -140 L346 -140 Z" fill="#4a5a66"/>`);
  p.push(`<path d="M352 -192 L366 -178 L352 -164 Z" fill="#c9dbe6" opacity=".5"/>`);
  // Panel lines, sliding door, handles.
  p.push(
    polyline(
      [
        [336, -200],
        [336, -40],
      ],
      shade(body, -0.25),
      2,
    ),
    polyline(
      [
        [190, -210],
        [190, -40],
      ],
      shade(body, -0.18),
      2,
    ),
  );
  p.push(rect(315, -126, 16, 4, shade(body, -0.35), 'rx="2"'), rect(200, -126, 16, 4, shade(body, -0.35), 'rx="2"'));
  p.push(rect(430, -48, 86, 12, '#2d3034', 'rx="4"'), rect(0, -48, 20, 12, '#2d3034', 'rx="4"'));
  p.push(rect(494, -112, 18, 14, '#f4f1de', 'rx="4"'), rect(4, -180, 8, 30, '#c23b2d', 'rx="2"'));
  p.push(
    polyline(
      [
        [340, -176],
        [330, -176],
      ],
      '#2d3034',
      5,
    ),
  );
  // Wheels and arches.
  // The body sits on its suspension: sills 50 units up, wheels (0.7 m) touching the ground inside the arches.
  const bodyParts = p.splice(1);
  p.push(`<g transform="translate(0 -12)">${bodyParts.join('')}</g>`);
  for (const cx of [100, 420]) {
    p.push(`<path d="M${cx - 46} -50 A46 46 0 0 1 ${cx + 46} -50 Z" fill="#1f2225"/>`);
    p.push(circle(cx, -35, 35, '#1b1c1e'), circle(cx, -35, 19, '#9aa3aa'), circle(cx, -35, 8, shade(accent, -0.1)));
  }
  c.add(place(x, y, length / 520, p.join(''), options.flip));
  mark(c, 'van', x, y, length / 520, [-10, -226, 530, 16], options.flip);
}

/** A tracked stump grinder: orange body, guarded cutting wheel at the front. */
export function stumpGrinder(c: Canvas, x: number, y: number, length: number, flip = false): void {
  const p = [
    ellipse(120, 2, 150, 10, '#000', 'opacity=".3" filter="url(#soft-small)"'),
    rect(10, -30, 200, 30, '#26282a', 'rx="15"'),
    circle(30, -15, 12, '#4b4f53'),
    circle(190, -15, 12, '#4b4f53'),
    `<path d="M20 -30 L30 -110 L170 -110 L200 -30 Z" fill="#e0661f"/>`,
    `<path d="M30 -110 L170 -110 L175 -92 L27 -92 Z" fill="#f08a3c"/>`,
    rect(50, -150, 70, 40, '#3a3d40', 'rx="6"'),
    rect(58, -142, 30, 6, '#d9d9d9'),
    polyline(
      [
        [20, -100],
        [-40, -170],
      ],
      '#3a3d40',
      8,
    ),
    polyline(
      [
        [-48, -176],
        [-30, -164],
      ],
      '#1e1e1e',
      10,
    ),
    `<path d="M190 -60 L270 -90 L300 -40 L250 -5 L200 -20 Z" fill="#d25a19"/>`,
    circle(255, -40, 32, '#6d6f71'),
    circle(255, -40, 8, '#2b2b2b'),
  ].join('');
  c.add(place(x, y, length / 300, p, flip));
  mark(c, 'stump grinder', x, y, length / 300, [-56, -180, 300, 12], flip);
}

/** A tow-behind wood chipper: green body, feed funnel and discharge chute. */
export function chipper(c: Canvas, x: number, y: number, length: number, colour = '#3d6b35', flip = false): void {
  const p = [
    ellipse(150, 2, 170, 12, '#000', 'opacity=".3" filter="url(#soft-small)"'),
    polyline(
      [
        [0, -40],
        [70, -40],
      ],
      '#2d2f31',
      8,
    ),
    `<path d="M60 -60 L240 -60 L250 -150 L80 -150 Z" fill="${colour}"/>`,
    `<path d="M80 -150 L250 -150 L246 -130 L78 -130 Z" fill="${shade(colour, 0.2)}"/>`,
    `<path d="M240 -70 L320 -40 L320 -150 L250 -120 Z" fill="${shade(colour, -0.15)}"/>`,
    rect(250, -120, 60, 60, '#1d1f21', 'opacity=".6"'),
    polyline(
      [
        [140, -150],
        [150, -230],
        [210, -250],
      ],
      shade(colour, -0.2),
      16,
    ),
    circle(150, -10, 30, '#1b1c1e'),
    circle(150, -10, 14, '#9aa3aa'),
    rect(60, -60, 20, 20, '#c9a227'),
  ].join('');
  c.add(place(x, y, length / 330, p, flip));
  mark(c, 'chipper', x, y, length / 330, [-20, -258, 330, 14], flip);
}

/** A rear-roller petrol mower with its grass box. */
export function mower(c: Canvas, x: number, y: number, length: number, colour = '#3f7d3a', flip = false): void {
  const p = [
    ellipse(90, 2, 100, 8, '#000', 'opacity=".3" filter="url(#soft-small)"'),
    `<path d="M20 -10 L30 -50 L150 -50 L165 -10 Z" fill="${colour}"/>`,
    rect(60, -78, 50, 30, '#2f3235', 'rx="6"'),
    `<path d="M-60 -60 L20 -70 L25 -20 L-50 -16 Z" fill="#2f3235" opacity=".9"/>`,
    polyline(
      [
        [140, -45],
        [230, -180],
      ],
      '#2d2f31',
      6,
    ),
    polyline(
      [
        [220, -186],
        [240, -172],
      ],
      '#1e1e1e',
      10,
    ),
    circle(40, -8, 16, '#1b1c1e'),
    circle(150, -8, 16, '#1b1c1e'),
  ].join('');
  c.add(place(x, y, length / 300, p, flip));
  mark(c, 'mower', x, y, length / 300, [-60, -190, 240, 10], flip);
}

export function wheelbarrow(c: Canvas, x: number, y: number, length: number, colour = '#2f6a4f', load?: string): void {
  const p = [
    ellipse(90, 2, 100, 8, '#000', 'opacity=".3" filter="url(#soft-small)"'),
    polyline(
      [
        [20, -40],
        [180, -40],
        [240, -60],
      ],
      '#3a3a3a',
      6,
    ),
    polyline(
      [
        [100, -40],
        [95, 0],
      ],
      '#3a3a3a',
      5,
    ),
    polyline(
      [
        [150, -40],
        [155, 0],
      ],
      '#3a3a3a',
      5,
    ),
    circle(15, -22, 22, '#1b1c1e'),
    circle(15, -22, 8, '#9aa3aa'),
    load ? `<path d="M40 -100 Q100 -135 170 -100 Z" fill="${load}"/>` : '',
    `<path d="M25 -100 L175 -100 L150 -40 L55 -40 Z" fill="${colour}"/>`,
    `<path d="M25 -100 L175 -100 L172 -92 L28 -92 Z" fill="${shade(colour, 0.25)}"/>`,
  ].join('');
  c.add(place(x, y, length / 240, p));
}

/** Garden table and two chairs, sized for depth z at ground point (x, z). */
export function tableSet(c: Canvas, cam: Camera, x: number, z: number, colour = '#3b3f44', cushion = '#d8d2c4'): void {
  const [px, py] = cam.project(x, 0, z);
  const scale = cam.size(1, z) / 100;
  const p = [
    ellipse(0, 4, 120, 14, '#000', 'opacity=".22" filter="url(#soft-small)"'),
    // Chairs either side.
    rect(-118, -92, 44, 50, colour, 'rx="4"'),
    rect(-116, -52, 48, 12, cushion, 'rx="4"'),
    polyline(
      [
        [-112, -40],
        [-112, 0],
      ],
      colour,
      4,
    ),
    polyline(
      [
        [-74, -40],
        [-74, 0],
      ],
      colour,
      4,
    ),
    rect(74, -92, 44, 50, colour, 'rx="4"'),
    rect(68, -52, 48, 12, cushion, 'rx="4"'),
    polyline(
      [
        [112, -40],
        [112, 0],
      ],
      colour,
      4,
    ),
    polyline(
      [
        [74, -40],
        [74, 0],
      ],
      colour,
      4,
    ),
    // Table.
    `<path d="M-62 -74 L62 -74 L56 -66 L-56 -66 Z" fill="${shade(colour, 0.15)}"/>`,
    polyline(
      [
        [-48, -68],
        [-48, 0],
      ],
      colour,
      5,
    ),
    polyline(
      [
        [48, -68],
        [48, 0],
      ],
      colour,
      5,
    ),
  ].join('');
  c.add(place(px, py, scale, p));
}

/** A market parasol over (x, z) in the given canopy colour. */
export function parasol(c: Canvas, cam: Camera, x: number, z: number, canopy: string): void {
  const [px, py] = cam.project(x, 0, z);
  const scale = cam.size(1, z) / 100;
  const p = [
    polyline(
      [
        [0, 0],
        [0, -225],
      ],
      '#4a4036',
      4,
    ),
    `<path d="M-140 -200 Q-70 -262 0 -270 Q70 -262 140 -200 Q70 -214 0 -212 Q-70 -214 -140 -200 Z" fill="${canopy}"/>`,
    `<path d="M0 -270 Q70 -262 140 -200 Q70 -214 0 -212 Z" fill="#000" opacity=".16"/>`,
    `<path d="M-140 -200 Q-120 -190 -100 -204 Q-80 -192 -60 -208 Q-35 -196 0 -212 Q35 -196 60 -208 Q80 -192 100 -204 Q120 -190 140 -200 Z" fill="${shade(canopy, -0.15)}"/>`,
    circle(0, -272, 5, shade(canopy, -0.3)),
  ].join('');
  c.add(place(px, py, scale, p));
}

/** A tapered planter with a clipped box ball or grasses. */
export function planter(c: Canvas, cam: Camera, x: number, z: number, pot = '#3d4247', plant = '#3f6e35'): void {
  const [px, py] = cam.project(x, 0, z);
  const scale = cam.size(1, z) / 100;
  const p = [
    ellipse(8, 2, 30, 6, '#000', 'opacity=".25" filter="url(#soft-small)"'),
    `<path d="M-24 -52 L24 -52 L18 0 L-18 0 Z" fill="${pot}"/>`,
    `<path d="M4 -52 L24 -52 L18 0 L4 0 Z" fill="#000" opacity=".15"/>`,
    rect(-26, -56, 52, 6, shade(pot, 0.15)),
    circle(0, -82, 30, plant, 'filter="url(#leafy-fine)"'),
    circle(-9, -92, 13, shade(plant, 0.25), 'opacity=".7" filter="url(#leafy-fine)"'),
  ].join('');
  c.add(place(px, py, scale, p));
}

/** Cut log rounds: a small stack with pale end grain and growth rings. */
export function logs(c: Canvas, cam: Camera, x: number, z: number, count = 6): void {
  const [px, py] = cam.project(x, 0, z);
  const scale = cam.size(1, z) / 100;
  const p: string[] = [ellipse(40, 2, 90, 10, '#000', 'opacity=".25" filter="url(#soft-small)"')];
  const perRow = Math.ceil(count / 2);
  for (let i = 0; i < count; i++) {
    const row = i < perRow ? 0 : 1;
    const col = row === 0 ? i : i - perRow + 0.5;
    const cx = col * 30;
    const cy = -16 - row * 26;
    p.push(
      circle(cx + 6, cy, 16, '#5b4532'),
      circle(cx, cy, 15, '#d8b98a'),
      circle(cx, cy, 10, 'none', 'stroke="#b8955f" stroke-width="1.2"'),
      circle(cx, cy, 5, 'none', 'stroke="#b8955f" stroke-width="1.2"'),
    );
  }
  c.add(place(px, py, scale, p.join('')));
}

/**
 * A grazing or standing horse in side view, 300 units nose to tail with hooves on y = 0 (about 2.4 m), scaled to
 * `length` px, facing right (left when flipped).
 */
export function horse(
  c: Canvas,
  x: number,
  y: number,
  length: number,
  coat: string,
  grazing = false,
  flip = false,
): void {
  const dark = shade(coat, -0.35);
  const leg = (x0: number, lean = 0) =>
    `<path d="M${x0} -118 L${x0 + 16} -118 L${x0 + 13 + lean} -10 L${x0 + 3 + lean} -10 Z" fill="${shade(coat, -0.08)}"/>` +
    rect(x0 + 1 + lean, -12, 14, 12, '#2b2420', 'rx="2"');
  // The neck and head reach forward and up, or down to the grass.
  const head = grazing
    ? `<path d="M205 -150 Q235 -140 250 -90 L268 -30 Q272 -16 258 -14 L244 -18 Q236 -60 214 -100 Z" fill="${coat}"/>`
    : `<path d="M200 -150 Q222 -214 250 -236 L282 -214 Q288 -204 278 -198 L256 -196 Q238 -170 232 -120 Z" fill="${coat}"/>`;
  const mane = grazing
    ? polyline(
        [
          [206, -156],
          [236, -142],
          [252, -100],
        ],
        dark,
        9,
      )
    : polyline(
        [
          [204, -156],
          [226, -206],
          [248, -234],
        ],
        dark,
        9,
      );
  const p = [
    ellipse(150, 2, 150, 9, '#000', 'opacity=".25" filter="url(#soft-small)"'),
    leg(40, -4),
    leg(175, 4),
    `<path d="M30 -150 Q20 -100 6 -70 Q2 -60 10 -58 Q30 -90 42 -128 Z" fill="${dark}"/>`,
    ellipse(120, -140, 95, 42, coat),
    head,
    mane,
    leg(62, 6),
    leg(196, -6),
    ellipse(120, -124, 80, 20, '#000', 'opacity=".08"'),
  ].join('');
  c.add(place(x, y, length / 300, p, flip));
  mark(c, 'horse', x, y, length / 300, [0, -240, 290, 9], flip);
}

/** Traffic cones marking a work area. */
export function cone(c: Canvas, cam: Camera, x: number, z: number): void {
  const [px, py] = cam.project(x, 0, z);
  const scale = cam.size(1, z) / 100;
  const p = [
    rect(-20, -4, 40, 4, '#2b2b2b'),
    `<path d="M-14 -4 L-4 -60 L4 -60 L14 -4 Z" fill="#e8572a"/>`,
    `<path d="M-10 -26 L10 -26 L8 -36 L-8 -36 Z" fill="#f1f1f1"/>`,
  ].join('');
  c.add(place(px, py, scale, p));
}

export { mix };
