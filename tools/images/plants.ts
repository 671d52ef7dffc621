/** Trees, hedges, shrubs, flowers and grasses. Sizes are in metres and projected by the camera. */
import { type Camera, type Canvas } from './canvas.ts';
import { roundShadow } from './ground.ts';
import {
  between,
  circle,
  ellipse,
  mix,
  num,
  pick,
  polygon,
  polyline,
  shade,
  smoothClosedPath,
  smoothPath,
  vary,
  type Point,
} from './svg.ts';

export const foliage = {
  oak: ['#2f5a26', '#457a32', '#6a9a45', '#8db65b'],
  beech: ['#3d5f27', '#55803a', '#7ba24f', '#a4c26f'],
  birch: ['#4f7a2e', '#6d9a3d', '#93bb5a', '#b9d57f'],
  conifer: ['#1f4030', '#2d5a40', '#3f7252', '#5b8d68'],
  laurel: ['#22482a', '#2f6036', '#417a45', '#5e9458'],
  privet: ['#34592a', '#4b7536', '#65904a', '#86ab62'],
  acer: ['#7a2320', '#a3342a', '#c4523a', '#df7a55'],
};

export interface TreeOptions {
  height: number;
  spread: number;
  leaves?: readonly string[];
  trunk?: string;
  /** How much of the height is clear stem before the crown starts (0..1). */
  clearStem?: number;
  /** A reduced, reshaped crown: rounder and tighter, with pale fresh-cut branch ends. */
  reduced?: boolean;
  /** Silver-white bark with dark marks (birch). */
  birch?: boolean;
  shadow?: boolean;
}

/** A broadleaf tree: tapering trunk, a few main limbs, then a crown of overlapping leafy masses lit from the upper left. */
export function tree(c: Canvas, cam: Camera, x: number, z: number, options: TreeOptions): void {
  const leaves = options.leaves ?? foliage.oak;
  const trunkColour = options.trunk ?? (options.birch ? '#e9e4da' : '#5b4636');
  const { height, spread } = options;
  const clear = options.clearStem ?? 0.35;
  if (options.shadow ?? true) roundShadow(c, cam, x, z, spread * 0.55, 0.3);
  const trunkTop = height * (clear + 0.2);
  const base = cam.size(spread * 0.09 + 0.12, z);
  const [bx, by] = cam.project(x, 0, z);
  const [tx, ty] = cam.project(x + spread * 0.03, trunkTop, z);
  const parts: string[] = [];
  parts.push(
    polygon(
      [
        [bx - base * 0.75, by + 2],
        [bx - base * 0.45, by - base * 0.6],
        [tx - base * 0.2, ty],
        [tx + base * 0.2, ty],
        [bx + base * 0.45, by - base * 0.6],
        [bx + base * 0.8, by + 2],
      ],
      trunkColour,
    ),
  );
  parts.push(
    polygon(
      [
        [bx + base * 0.05, by],
        [tx + base * 0.02, ty],
        [tx + base * 0.2, ty],
        [bx + base * 0.8, by + 2],
      ],
      shade(trunkColour, options.birch ? -0.12 : -0.25),
    ),
  );
  if (options.birch) {
    for (let i = 0; i < 9; i++) {
      const t = between(c.random, 0.05, 0.95);
      const mx = bx + (tx - bx) * t;
      const my = by + (ty - by) * t;
      const w = base * (0.9 - 0.6 * t);
      parts.push(rectLike(mx - w * 0.5, my, w * between(c.random, 0.3, 0.8), Math.max(1.5, w * 0.12), '#3b3733'));
    }
  }
  const limbs = options.reduced ? 5 : 4;
  const limbEnds: Point[] = [];
  for (let i = 0; i < limbs; i++) {
    const side = (i / (limbs - 1)) * 2 - 1;
    const endX = x + side * spread * 0.36;
    const endY = height * between(c.random, 0.62, 0.82);
    const [ex, ey] = cam.project(endX, endY, z);
    const [mx, my] = cam.project(x + side * spread * 0.12, trunkTop + (endY - trunkTop) * 0.4, z);
    parts.push(
      `<path d="${smoothPath([
        [tx, ty],
        [mx, my],
        [ex, ey],
      ])}" fill="none" stroke="${shade(trunkColour, -0.1)}" stroke-width="${num(Math.max(1.5, base * 0.32))}" stroke-linecap="round"/>`,
    );
    limbEnds.push([ex, ey]);
  }
  c.add(parts.join(''));

  // Crown: a dozen foliage clumps in an ellipsoid, drawn back to front. Each clump is a shaded base,
  // a mid-tone body and a sunlit cap towards the upper left, with small leaf clusters breaking its edge.
  const crownBottom = height * clear + height * 0.1;
  const crownHeight = height - crownBottom;
  const count = options.reduced ? 11 : 14;
  const clumps: { depth: number; svg: string }[] = [];
  const dark = leaves[0]!;
  const mid = leaves[1]!;
  const light = leaves[2]!;
  const bright = leaves[leaves.length - 1]!;
  for (let i = 0; i < count; i++) {
    const angle = between(c.random, 0, Math.PI * 2);
    const r = Math.sqrt(c.random());
    const up = between(c.random, 0.12, 0.88);
    // Narrower towards the top and bottom of the crown.
    const girth = Math.sin(Math.PI * (0.15 + up * 0.8)) * (options.reduced ? 0.36 : 0.42);
    const mx = x + Math.cos(angle) * r * spread * girth;
    const mz = z + Math.sin(angle) * r * spread * 0.22;
    const my = crownBottom + crownHeight * up;
    const [px, py] = cam.project(mx, my, mz);
    const size = spread * between(c.random, 0.17, 0.25) * (options.reduced ? 0.95 : 1);
    const R = cam.size(size, mz);
    // Clumps at the back and bottom sit in the crown's own shade.
    const behind = (mz - z) / (spread * 0.22);
    const sun = up * 0.6 + ((x - mx) / spread) * 0.8 - behind * 0.25;
    const base = sun < 0.1 ? shade(dark, -0.12) : dark;
    const body = sun < 0.25 ? mix(dark, mid, 0.6) : sun < 0.55 ? mid : mix(mid, light, 0.5);
    const cap = sun < 0.3 ? mid : sun < 0.6 ? light : bright;
    const parts = [ellipse(px + R * 0.08, py + R * 0.1, R, R * 0.86, vary(base, c.random, 0.03))];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2 + between(c.random, -0.3, 0.3);
      const edge = Math.sin(a) > 0.2 ? base : body;
      parts.push(
        circle(
          px + Math.cos(a) * R * 0.86,
          py + Math.sin(a) * R * 0.72,
          R * between(c.random, 0.22, 0.34),
          vary(edge, c.random, 0.04),
        ),
      );
    }
    parts.push(ellipse(px - R * 0.12, py - R * 0.16, R * 0.78, R * 0.64, vary(body, c.random, 0.04)));
    parts.push(ellipse(px - R * 0.3, py - R * 0.36, R * 0.46, R * 0.36, vary(cap, c.random, 0.04), 'opacity=".9"'));
    parts.push(circle(px - R * 0.42, py - R * 0.46, R * 0.16, bright, 'opacity=".6"'));
    clumps.push({ depth: mz - up * 0.01, svg: parts.join('') });
  }
  clumps.sort((p, q) => q.depth - p.depth);
  const crownScale = cam.size(spread, z);
  const filter = crownScale > 260 ? 'leafy' : 'leafy-fine';
  c.add(`<g filter="url(#${filter})">${clumps.map((m) => m.svg).join('')}</g>`);
  if (options.reduced) {
    const cuts: string[] = [];
    for (let i = 0; i < 9; i++) {
      const angle = between(c.random, Math.PI * 0.95, Math.PI * 2.05);
      const [px, py] = cam.project(
        x + Math.cos(angle) * spread * 0.4,
        crownBottom + crownHeight * (0.55 + 0.42 * -Math.sin(angle)),
        z - spread * 0.1,
      );
      const r = Math.max(1.6, cam.size(0.045, z));
      cuts.push(circle(px, py, r * 1.25, shade(trunkColour, -0.1)), circle(px, py, r, '#e7cf9f'));
    }
    c.add(cuts.join(''));
  }
}

function rectLike(x: number, y: number, w: number, h: number, fill: string): string {
  return polygon(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    fill,
  );
}

/** A narrow conifer (e.g. a Leylandii or yew) for background interest. */
export function conifer(c: Canvas, cam: Camera, x: number, z: number, height: number, width: number): void {
  roundShadow(c, cam, x, z, width * 0.6, 0.25);
  const layers: string[] = [];
  const steps = 7;
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const w = width * (1 - t * 0.85) * 0.5;
    const [lx, ly] = cam.project(x - w, height * t, z);
    const [rx, ry] = cam.project(x + w, height * t, z);
    const [apx, apy] = cam.project(x, height * Math.min(1, t + 0.32), z);
    layers.push(
      polygon(
        [
          [lx, ly],
          [rx, ry],
          [apx, apy],
        ],
        foliage.conifer[Math.min(3, Math.floor(t * 4))]!,
      ),
    );
    layers.push(
      polygon(
        [
          [apx, apy],
          [rx, ry],
          [(lx + rx) / 2, (ly + ry) / 2],
        ],
        shade(foliage.conifer[0]!, -0.1),
        'opacity=".5"',
      ),
    );
  }
  c.add(`<g filter="url(#leafy-fine)">${layers.join('')}</g>`);
}

export interface HedgeOptions {
  height: number;
  /** Thickness front to back in metres. */
  depth: number;
  leaves?: readonly string[];
  /** Freshly cut: crisp flat faces. Otherwise shaggy, with shoots sticking out. */
  tidy: boolean;
}

/**
 * A formal hedge running from a to b. Shows the face towards the viewer and the top;
 * an untidy hedge gets a ragged silhouette and long new shoots.
 */
export function hedge(c: Canvas, cam: Camera, a: [number, number], b: [number, number], options: HedgeOptions): void {
  const leaves = options.leaves ?? foliage.privet;
  const { height, depth } = options;
  const steps = 40;
  const front: Point[] = [];
  const topBack: Point[] = [];
  const base: Point[] = [];
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const length = Math.hypot(dx, dz);
  // Normal pointing away from the viewer (the back of the hedge).
  let nx = -dz / length;
  let nz = dx / length;
  if (nz < 0) {
    nx = -nx;
    nz = -nz;
  }
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = a[0] + dx * t;
    const z = a[1] + dz * t;
    const rough = options.tidy ? 0 : 0.12 * Math.sin(t * 37) + between(c.random, -0.08, 0.14);
    const swell = options.tidy ? 0 : between(c.random, 0, 0.12);
    front.push(cam.project(x - nx * swell, height + rough, z - nz * swell));
    topBack.push(cam.project(x + nx * depth, height + rough * 0.8, z + nz * depth));
    base.push(cam.project(x, 0, z));
  }
  const parts: string[] = [];
  roundShadowStrip(c, cam, a, b);
  // Top surface, then the face.
  parts.push(polygon([...front, ...topBack.slice().reverse()], leaves[3]!));
  parts.push(polygon([...base, ...front.slice().reverse()], leaves[1]!));
  // Leaf texture: many small leafy dabs over the face, lighter near the top.
  const dabs: string[] = [];
  for (let i = 0; i < 420; i++) {
    const t = c.random();
    const up = c.random();
    const x = a[0] + dx * t;
    const z = a[1] + dz * t;
    const [px, py] = cam.project(x, height * up, z);
    const r = cam.size(between(c.random, 0.05, 0.11), z);
    dabs.push(circle(px, py, r, vary(leaves[Math.min(3, Math.floor(up * 3.2))]!, c.random, 0.08), 'opacity=".7"'));
  }
  const id = c.id('hedge');
  c.defs.push(
    `<clipPath id="${id}">${polygon([...base, ...front.slice().reverse()], '#000')}${polygon([...front, ...topBack.slice().reverse()], '#000')}</clipPath>`,
  );
  const filter = options.tidy ? 'leafy-fine' : 'leafy';
  c.add(`<g filter="url(#${filter})">${parts.join('')}<g clip-path="url(#${id})">${dabs.join('')}</g></g>`);
  // Darkening towards the base, where less light reaches.
  const shadeId = c.id('hshade');
  const yTop = Math.min(...front.map((p) => p[1]));
  const yBottom = Math.max(...base.map((p) => p[1]));
  c.defs.push(
    `<linearGradient id="${shadeId}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(yTop)}" x2="0" y2="${num(yBottom)}"><stop offset=".3" stop-color="#10200c" stop-opacity="0"/><stop offset="1" stop-color="#10200c" stop-opacity=".45"/></linearGradient>`,
  );
  c.add(polygon([...base, ...front.slice().reverse()], `url(#${shadeId})`));
  if (!options.tidy) {
    const shoots: string[] = [];
    for (let i = 0; i < 120; i++) {
      const t = c.random();
      const x = a[0] + dx * t;
      const z = a[1] + dz * t;
      const fromTop = c.random() < 0.6;
      const y0 = fromTop ? height + 0.05 : height * between(c.random, 0.3, 0.95);
      const len = between(c.random, 0.25, 0.6);
      const lean = between(c.random, -0.25, 0.25);
      const p0 = cam.project(x, y0, z);
      const p1 = fromTop ? cam.project(x + lean, y0 + len, z) : cam.project(x + lean, y0 + len * 0.4, z - len * 0.6);
      const colour = pick(c.random, leaves.slice(1));
      shoots.push(polyline([p0, p1], colour, Math.max(1.5, cam.size(0.025, z))));
      shoots.push(circle(p1[0], p1[1], cam.size(0.07, z), colour, 'opacity=".9"'));
    }
    c.add(`<g filter="url(#leafy-fine)">${shoots.join('')}</g>`);
  }
}

function roundShadowStrip(c: Canvas, cam: Camera, a: [number, number], b: [number, number]): void {
  const points = [
    cam.project(a[0], 0, a[1]),
    cam.project(b[0], 0, b[1]),
    cam.project(b[0] - 0.6, 0, b[1] - 0.4),
    cam.project(a[0] - 0.6, 0, a[1] - 0.4),
  ];
  c.add(`<g filter="url(#soft)" opacity=".35">${polygon(points, '#14230d')}</g>`);
}

/** A rounded shrub at ground position (x, z), `size` metres across. */
export function shrub(
  c: Canvas,
  cam: Camera,
  x: number,
  z: number,
  size: number,
  leaves: readonly string[] = foliage.beech,
  flowers?: string,
): void {
  const [cx, cy] = cam.project(x, 0, z);
  const r = cam.size(size / 2, z);
  c.add(ellipse(cx + r * 0.2, cy, r * 1.05, r * 0.28, '#1d2a14', 'opacity=".35" filter="url(#soft-small)"'));
  const blobs: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2;
    const px = cx + Math.cos(angle) * r * 0.45;
    const py = cy - r * 0.7 + Math.sin(angle) * r * 0.35;
    const light = (1 - Math.sin(angle)) / 2 + (Math.cos(angle) < 0 ? 0.2 : -0.1);
    blobs.push(
      circle(px, py, r * between(c.random, 0.45, 0.6), leaves[Math.max(0, Math.min(3, Math.round(light * 2.4)))]!),
    );
  }
  blobs.push(circle(cx - r * 0.2, cy - r * 1.0, r * 0.35, leaves[3]!, 'opacity=".7"'));
  if (flowers) {
    for (let i = 0; i < 16; i++) {
      const angle = between(c.random, Math.PI, Math.PI * 2.1);
      blobs.push(
        circle(
          cx + Math.cos(angle) * r * between(c.random, 0.2, 0.85),
          cy - r * 0.7 + Math.sin(angle) * r * between(c.random, 0.2, 0.75),
          Math.max(1.5, r * 0.07),
          vary(flowers, c.random, 0.1),
        ),
      );
    }
  }
  c.add(`<g filter="url(#${r > 60 ? 'leafy' : 'leafy-fine'})">${blobs.join('')}</g>`);
}

/** Lavender, salvia or similar: a mound of upright flower spikes. */
export function spikes(c: Canvas, cam: Camera, x: number, z: number, size: number, colour = '#7b62a8'): void {
  const [cx, cy] = cam.project(x, 0, z);
  const r = cam.size(size / 2, z);
  const parts: string[] = [ellipse(cx, cy - r * 0.25, r * 0.8, r * 0.3, '#56704a')];
  for (let i = 0; i < 22; i++) {
    const bx = cx + between(c.random, -r * 0.9, r * 0.9);
    const by = cy - r * 0.3;
    const top: Point = [bx + between(c.random, -r * 0.3, r * 0.3), by - r * between(c.random, 0.9, 1.5)];
    parts.push(polyline([[bx, by], top], '#6b8358', Math.max(1, r * 0.03)));
    parts.push(
      ellipse(top[0], top[1] + r * 0.1, Math.max(1.2, r * 0.05), Math.max(2, r * 0.16), vary(colour, c.random, 0.1)),
    );
  }
  c.add(parts.join(''));
}

/** An ornamental grass: a fountain of arching blades. */
export function grass(c: Canvas, cam: Camera, x: number, z: number, size: number, colour = '#a8a866'): void {
  const [cx, cy] = cam.project(x, 0, z);
  const r = cam.size(size / 2, z);
  const blades: string[] = [];
  for (let i = 0; i < 34; i++) {
    const lean = between(c.random, -1, 1);
    const h = r * between(c.random, 1.1, 1.8);
    const tip: Point = [cx + lean * r * 1.1, cy - h * (1 - Math.abs(lean) * 0.35)];
    const mid: Point = [cx + lean * r * 0.35, cy - h * 0.75];
    blades.push(
      `<path d="M${num(cx + lean * r * 0.1)} ${num(cy)}Q${num(mid[0])} ${num(mid[1])} ${num(tip[0])} ${num(tip[1])}" fill="none" stroke="${vary(colour, c.random, 0.15)}" stroke-width="${num(Math.max(1, r * 0.035))}" stroke-linecap="round"/>`,
    );
  }
  c.add(blades.join(''));
}

/** A cluster of round flower heads on stems (alliums, hydrangeas, roses at a distance). */
export function flowerClump(c: Canvas, cam: Camera, x: number, z: number, size: number, colour: string): void {
  const [cx, cy] = cam.project(x, 0, z);
  const r = cam.size(size / 2, z);
  const parts: string[] = [ellipse(cx, cy - r * 0.25, r * 0.9, r * 0.4, '#55773f')];
  for (let i = 0; i < 9; i++) {
    const fx = cx + between(c.random, -r * 0.8, r * 0.8);
    const fy = cy - r * between(c.random, 0.5, 1.3);
    parts.push(
      polyline(
        [
          [fx, cy - r * 0.2],
          [fx, fy],
        ],
        '#5f7d46',
        Math.max(1, r * 0.03),
      ),
    );
    parts.push(circle(fx, fy, Math.max(2, r * between(c.random, 0.12, 0.2)), vary(colour, c.random, 0.12)));
    parts.push(circle(fx - r * 0.04, fy - r * 0.04, Math.max(1, r * 0.07), shade(colour, 0.3), 'opacity=".7"'));
  }
  c.add(`<g filter="url(#leafy-fine)">${parts.join('')}</g>`);
}

/** Climbing plant softening a fence: a loose mass of leaves with a few flowers. */
export function climber(
  c: Canvas,
  cam: Camera,
  a: [number, number],
  b: [number, number],
  top: number,
  flowers = '#e9d7e6',
): void {
  const parts: string[] = [];
  for (let i = 0; i < 160; i++) {
    const t = c.random();
    const x = a[0] + (b[0] - a[0]) * t;
    const z = a[1] + (b[1] - a[1]) * t;
    const y = top * Math.sqrt(c.random());
    const [px, py] = cam.project(x, y, z - 0.05);
    parts.push(
      circle(px, py, cam.size(between(c.random, 0.05, 0.1), z), vary(pick(c.random, foliage.beech), c.random, 0.05)),
    );
    if (c.random() < 0.3) parts.push(circle(px + 3, py - 2, cam.size(0.035, z), flowers));
  }
  c.add(`<g filter="url(#leafy-fine)">${parts.join('')}</g>`);
}

/** A free-form bed edge: world outline points → a smooth soil shape (returned as an SVG path). */
export function bedOutline(cam: Camera, outline: readonly [number, number][]): string {
  return smoothClosedPath(outline.map(([x, z]) => cam.project(x, 0, z)));
}

export { mix };

/** Tussocks, buttercups and clover over the near grass of a field, denser and larger towards the viewer. */
export function meadow(c: Canvas, cam: Camera, near: number, far: number): void {
  const parts: string[] = [];
  for (let i = 0; i < 300; i++) {
    const z = near + (far - near) * c.random() ** 1.6;
    const [x, y] = cam.project(between(c.random, -14, 14), 0, z);
    if (x < -20 || x > c.width + 20 || y > c.height + 10) continue;
    const s = cam.size(1, z);
    const kind = c.random();
    if (kind < 0.45) {
      // A tussock: a few blades leaning together.
      for (let k = 0; k < 4; k++)
        parts.push(
          polyline(
            [
              [x + between(c.random, -0.05, 0.05) * s, y],
              [x + between(c.random, -0.12, 0.12) * s, y - between(c.random, 0.12, 0.28) * s],
            ],
            vary('#5f8a36', c.random, 0.15),
            Math.max(1, s * 0.012),
          ),
        );
    } else if (kind < 0.8) {
      parts.push(circle(x, y - s * 0.1, Math.max(1.2, s * 0.025), vary('#f2cf2e', c.random, 0.08)));
    } else {
      parts.push(circle(x, y - s * 0.04, Math.max(1.2, s * 0.03), vary('#f1eee6', c.random, 0.05), 'opacity=".9"'));
    }
  }
  c.add(`<g>${parts.join('')}</g>`);
}
