/** Buildings placed at a depth in the scene: house walls seen face-on (brick, windows, doors, tiled roofs), a 1930s semi, a greenhouse. */
import { type Camera, type Canvas } from './canvas.ts';
import { num, polygon, polyline, rect, shade } from './svg.ts';

export interface HouseOptions {
  brick?: string;
  mortar?: string;
  roof?: string;
  door?: string;
  /** Two-storey front with a door; otherwise a garden elevation with bifold doors. */
  kind: 'front' | 'rear';
}

/** Brick bond as a pattern scaled to the wall's depth (215 × 65 mm bricks, 10 mm joints). */
function brickPattern(c: Canvas, cam: Camera, z: number, brick: string, mortar: string): string {
  const id = c.id('brick');
  const w = cam.size(0.225, z);
  const h = cam.size(0.075, z);
  c.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h * 2)}">` +
      rect(0, 0, w, h * 2, mortar) +
      rect(0.5, 0.5, w - 1.5, h - 1.5, brick) +
      rect(-w / 2 + 0.5, h + 0.5, w - 1.5, h - 1.5, shade(brick, -0.06)) +
      rect(w / 2 + 0.5, h + 0.5, w - 1.5, h - 1.5, shade(brick, 0.05)) +
      `</pattern>`,
  );
  return `url(#${id})`;
}

function windowAt(cam: Camera, x: number, y: number, z: number, w: number, h: number, frame = '#f4f4f2'): string {
  const [x0, y0] = cam.project(x, y + h, z);
  const [x1, y1] = cam.project(x + w, y, z);
  const fw = cam.size(0.06, z);
  const pw = x1 - x0;
  const ph = y1 - y0;
  return [
    rect(x0 - fw * 0.6, y1, pw + fw * 1.2, fw * 0.9, '#d7d2c8'),
    rect(x0, y0, pw, ph, frame),
    rect(x0 + fw, y0 + fw, pw / 2 - fw * 1.5, ph - fw * 2, '#6c8597'),
    rect(x0 + pw / 2 + fw / 2, y0 + fw, pw / 2 - fw * 1.5, ph - fw * 2, '#6c8597'),
    polygon(
      [
        [x0 + fw, y0 + fw],
        [x0 + fw + pw * 0.25, y0 + fw],
        [x0 + fw, y0 + fw + ph * 0.5],
      ],
      '#d5e3ec',
      'opacity=".35"',
    ),
  ].join('');
}

/** A house wall from x0 to x1 at depth z, with its roof. */
export function house(c: Canvas, cam: Camera, x0: number, x1: number, z: number, options: HouseOptions): void {
  const brick = options.brick ?? '#a8644a';
  const mortar = options.mortar ?? '#cfc4b4';
  const roof = options.roof ?? '#4d4b4c';
  const eaves = options.kind === 'front' ? 5.2 : 2.7;
  const ridge = eaves + 2.4;
  const parts: string[] = [];
  const wall = [cam.project(x0, 0, z), cam.project(x1, 0, z), cam.project(x1, eaves, z), cam.project(x0, eaves, z)];
  parts.push(polygon(wall, brickPattern(c, cam, z, brick, mortar)));
  // Roof: a pitched slope seen from the front, with tile courses.
  const roofPoints = [
    cam.project(x0 - 0.25, eaves, z - 0.2),
    cam.project(x1 + 0.25, eaves, z - 0.2),
    cam.project(x1 - 1.2, ridge, z + 1.5),
    cam.project(x0 + 1.2, ridge, z + 1.5),
  ];
  parts.push(polygon(roofPoints, roof));
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const left = cam.project(x0 - 0.25 + 1.45 * t, eaves + (ridge - eaves) * t, z - 0.2 + 1.7 * t);
    const right = cam.project(x1 + 0.25 - 1.45 * t, eaves + (ridge - eaves) * t, z - 0.2 + 1.7 * t);
    parts.push(rect(left[0], left[1], right[0] - left[0], 1.6, shade(roof, -0.25), 'opacity=".6"'));
  }
  const fascia = [
    cam.project(x0 - 0.25, eaves - 0.2, z - 0.2),
    cam.project(x1 + 0.25, eaves - 0.2, z - 0.2),
    cam.project(x1 + 0.25, eaves, z - 0.2),
    cam.project(x0 - 0.25, eaves, z - 0.2),
  ];
  parts.push(polygon(fascia, '#efefec'));
  const width = x1 - x0;
  if (options.kind === 'front') {
    parts.push(windowAt(cam, x0 + width * 0.12, 3.1, z, 1.5, 1.3), windowAt(cam, x0 + width * 0.6, 3.1, z, 1.5, 1.3));
    parts.push(windowAt(cam, x0 + width * 0.1, 0.9, z, 2.0, 1.4));
    const doorX = x0 + width * 0.62;
    const [dx0, dy0] = cam.project(doorX, 2.1, z);
    const [dx1, dy1] = cam.project(doorX + 1.0, 0, z);
    parts.push(
      rect(dx0 - 4, dy0 - 4, dx1 - dx0 + 8, dy1 - dy0 + 4, '#f2f2ef'),
      rect(dx0, dy0, dx1 - dx0, dy1 - dy0, options.door ?? '#34424e'),
    );
    parts.push(
      rect(dx0 + (dx1 - dx0) * 0.3, dy0 + (dy1 - dy0) * 0.12, (dx1 - dx0) * 0.4, (dy1 - dy0) * 0.2, '#9fb3c1'),
    );
    parts.push(rect(dx1 - (dx1 - dx0) * 0.2, dy0 + (dy1 - dy0) * 0.5, 3, (dy1 - dy0) * 0.12, '#d6c48a'));
    const [cx0, cy0] = cam.project(doorX - 0.3, 2.45, z);
    const [cx1] = cam.project(doorX + 1.3, 2.45, z);
    parts.push(
      polygon(
        [
          [cx0, cy0],
          [cx1, cy0],
          [cx1 - 6, cy0 - cam.size(0.35, z)],
          [cx0 + 6, cy0 - cam.size(0.35, z)],
        ],
        shade(roof, 0.1),
      ),
    );
  } else {
    parts.push(windowAt(cam, x0 + width * 0.08, 1.0, z, 1.2, 1.1));
    const [bx0, by0] = cam.project(x0 + width * 0.36, 2.2, z);
    const [bx1, by1] = cam.project(x0 + width * 0.86, 0.05, z);
    const frame = cam.size(0.07, z);
    parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, '#3b3f44'));
    const panes = 4;
    for (let i = 0; i < panes; i++) {
      const px = bx0 + frame + ((bx1 - bx0 - frame) / panes) * i;
      parts.push(rect(px, by0 + frame, (bx1 - bx0 - frame) / panes - frame, by1 - by0 - frame * 2, '#71899a'));
    }
  }
  // Soft shadow under the eaves.
  const shadowTop = cam.project(x0, eaves, z);
  parts.push(rect(shadowTop[0], shadowTop[1], cam.size(x1 - x0, z), cam.size(0.35, z), '#000', 'opacity=".12"'));
  c.add(parts.join(''));
}

/** An aluminium greenhouse on a low brick base, its far corner at (x, z), 2.5 m wide and 3 m deep. */
export function greenhouse(c: Canvas, cam: Camera, x: number, z: number): void {
  const w = 2.5;
  const glass = '#cfe1ea';
  const frame = '#c9cdd0';
  const front = [
    cam.project(x, 0, z - 3),
    cam.project(x + w, 0, z - 3),
    cam.project(x + w, 1.9, z - 3),
    cam.project(x + w / 2, 2.5, z - 3),
    cam.project(x, 1.9, z - 3),
  ];
  const side = [cam.project(x, 0, z - 3), cam.project(x, 0, z), cam.project(x, 1.9, z), cam.project(x, 1.9, z - 3)];
  const roof = [
    cam.project(x, 1.9, z - 3),
    cam.project(x, 1.9, z),
    cam.project(x + w / 2, 2.5, z),
    cam.project(x + w / 2, 2.5, z - 3),
  ];
  c.add(
    polygon(side, glass, 'opacity=".55"'),
    polygon(roof, '#e4eef2', 'opacity=".7"'),
    polygon(front, glass, 'opacity=".6"'),
  );
  c.add(
    polygon(
      [
        cam.project(x, 0, z - 3),
        cam.project(x + w, 0, z - 3),
        cam.project(x + w, 0.5, z - 3),
        cam.project(x, 0.5, z - 3),
      ],
      '#a8644a',
    ),
  );
  for (let k = 0; k <= 4; k++) {
    const t = (k / 4) * w;
    c.add(
      polyline(
        [
          cam.project(x + t, 0.5, z - 3),
          cam.project(x + t, k === 2 ? 2.5 : 1.9 + 0.6 * (1 - Math.abs(t - w / 2) / (w / 2)), z - 3),
        ],
        frame,
        2,
      ),
    );
  }
  c.add(
    polyline(front.slice(2).concat([front[4]!]), frame, 2.5),
    polyline([cam.project(x, 1.9, z), cam.project(x, 1.9, z - 3)], frame, 2),
  );
}

/** A 1930s semi seen from across the road: two storeys, a rendered upper floor, a two-storey bay and a hipped roof. */
export function semi(
  c: Canvas,
  cam: Camera,
  x0: number,
  x1: number,
  z: number,
  brick: string,
  render: string,
  mirror: boolean,
) {
  const eaves = 5.3;
  const ridge = 8.2;
  const p = (x: number, y: number, dz = 0) => cam.project(x, y, z + dz);
  const parts: string[] = [];
  parts.push(polygon([p(x0, 0), p(x1, 0), p(x1, 2.7), p(x0, 2.7)], brick));
  parts.push(polygon([p(x0, 2.7), p(x1, 2.7), p(x1, eaves), p(x0, eaves)], render));
  // Hipped roof: eaves overhang, sloping back to a short ridge; the party wall side runs straight up.
  const [inner, outer] = mirror ? [x0, x1] : [x1, x0];
  const dir = mirror ? 1 : -1;
  parts.push(
    polygon(
      [p(outer - dir * 0.3, eaves, -0.3), p(inner, eaves, -0.3), p(inner, ridge, 3), p(outer + dir * 2.2, ridge, 3)],
      '#5a4a44',
    ),
  );
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const y = eaves + (ridge - eaves) * t;
    const a = p(outer - dir * 0.3 + dir * 2.5 * t, y, -0.3 + 3.3 * t);
    const b = p(inner, y, -0.3 + 3.3 * t);
    parts.push(polyline([a, b], '#473a35', 1.4, 'opacity=".7"'));
  }
  parts.push(
    polygon([p(x0, eaves - 0.18, -0.3), p(x1, eaves - 0.18, -0.3), p(x1, eaves, -0.3), p(x0, eaves, -0.3)], '#f1efe9'),
  );
  // Chimney on the party wall.
  parts.push(
    polygon(
      [
        p(inner - dir * 0.5, ridge - 0.4, 3),
        p(inner, ridge - 0.4, 3),
        p(inner, ridge + 1.1, 3),
        p(inner - dir * 0.5, ridge + 1.1, 3),
      ],
      shade(brick, -0.1),
    ),
  );
  // The bay, both floors, on the outer half; the door and a small window on the inner half.
  const bayX0 = mirror ? x0 + (x1 - x0) * 0.52 : x0 + (x1 - x0) * 0.1;
  const bayX1 = bayX0 + (x1 - x0) * 0.38;
  const window = (wx0: number, wx1: number, y0: number, y1: number) => {
    const a = p(wx0, y1, -0.6);
    const b = p(wx1, y0, -0.6);
    const frame = cam.size(0.08, z);
    const w = b[0] - a[0];
    const h = b[1] - a[1];
    return (
      rect(a[0], a[1], w, h, '#f4f4f2') +
      rect(a[0] + frame, a[1] + frame, w / 3 - frame * 1.2, h - frame * 2, '#6c8597') +
      rect(a[0] + w / 3 + frame * 0.4, a[1] + frame, w / 3 - frame * 0.8, h - frame * 2, '#7890a2') +
      rect(a[0] + (w * 2) / 3 + frame * 0.2, a[1] + frame, w / 3 - frame * 1.2, h - frame * 2, '#6c8597')
    );
  };
  parts.push(
    polygon(
      [p(bayX0, 0, -0.6), p(bayX1, 0, -0.6), p(bayX1, eaves - 0.1, -0.6), p(bayX0, eaves - 0.1, -0.6)],
      shade(render, -0.05),
    ),
  );
  parts.push(polygon([p(bayX0, 0, -0.6), p(bayX1, 0, -0.6), p(bayX1, 2.7, -0.6), p(bayX0, 2.7, -0.6)], brick));
  parts.push(window(bayX0 + 0.2, bayX1 - 0.2, 0.8, 2.2), window(bayX0 + 0.2, bayX1 - 0.2, 3.3, 4.7));
  parts.push(
    polygon(
      [p(bayX0 - 0.1, 2.7, -0.7), p(bayX1 + 0.1, 2.7, -0.7), p(bayX1 - 0.2, 3.0, -0.4), p(bayX0 + 0.2, 3.0, -0.4)],
      '#6a5750',
    ),
  );
  const doorX = mirror ? x0 + (x1 - x0) * 0.12 : x0 + (x1 - x0) * 0.7;
  const [d0, dTop] = p(doorX, 2.1);
  const [d1, dBottom] = p(doorX + 1, 0);
  parts.push(
    rect(d0 - 3, dTop - 3, d1 - d0 + 6, dBottom - dTop + 3, '#f2f2ef'),
    rect(d0, dTop, d1 - d0, dBottom - dTop, mirror ? '#2f4a5a' : '#6b2f2a'),
  );
  parts.push(
    rect(d0 + (d1 - d0) * 0.3, dTop + (dBottom - dTop) * 0.1, (d1 - d0) * 0.4, (dBottom - dTop) * 0.25, '#a9bccb'),
  );
  const [w0, wTop] = p(doorX - 0.1, 4.7);
  const [w1, wBottom] = p(doorX + 1.1, 3.4);
  parts.push(
    rect(w0, wTop, w1 - w0, wBottom - wTop, '#f4f4f2'),
    rect(w0 + 3, wTop + 3, w1 - w0 - 6, wBottom - wTop - 6, '#6c8597'),
  );
  c.add(parts.join(''));
}
