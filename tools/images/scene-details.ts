/** Close-ups and single-subject scenes: grass pile, turf laying, a driveway, jet washing, the team. */
import { house } from './buildings.ts';
import { camera, createCanvas, type Camera, type Canvas } from './canvas.ts';
import { chipper, logs, person, planter, van, wheelbarrow } from './figures.ts';
import { fence } from './fences.ts';
import { blockPaving, lawn, paving, sandstoneSlabs, soil } from './ground.ts';
import { figuresByDepth } from './layout.ts';
import { foliage, hedge, shrub, spikes, tree, grass } from './plants.ts';
import { sandstone } from './scene-garden.ts';
import { crew } from './scene-work.ts';
import { hills, sky, treeLine } from './sky.ts';
import { between, linearGradient, mix, num, pick, polygon, polyline, rect, rng, seedOf, shade, vary } from './svg.ts';

/**
 * 35 mm artificial grass seen from a few centimetres: blades in four greens over a curly brown
 * thatch layer, the far rows softened as a camera would at this distance.
 */
export function artificialGrassCloseUp(name: string): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const bg = c.id('bg');
  c.defs.push(
    linearGradient(bg, [
      [0, '#a9c98a'],
      [0.35, '#6f9d46'],
      [1, '#2f5a22'],
    ]),
  );
  c.add(rect(0, 0, width, height, `url(#${bg})`));
  const greens = ['#4f8a2c', '#6aa33a', '#84b94a', '#3d7426', '#9cc95c'];
  const rows = 26;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const baseY = 180 + t * (height - 120);
    const length = 60 + t * 300;
    const count = 70 + Math.round(t * 80);
    const blades: string[] = [];
    const thatch: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = between(c.random, -40, width + 40);
      const lean = between(c.random, -0.5, 0.5);
      const h = length * between(c.random, 0.75, 1.1);
      const w = (2 + t * 9) * between(c.random, 0.7, 1.2);
      const tipX = x + lean * h * 0.6;
      const tipY = baseY - h;
      const midX = x + lean * h * 0.15;
      const midY = baseY - h * 0.55;
      const colour = vary(pick(c.random, greens), c.random, 0.08);
      blades.push(
        `<path d="M${num(x - w / 2)} ${num(baseY)}Q${num(midX - w / 2)} ${num(midY)} ${num(tipX)} ${num(tipY)}Q${num(midX + w / 2)} ${num(midY)} ${num(x + w / 2)} ${num(baseY)}Z" fill="${colour}"/>`,
      );
      blades.push(
        `<path d="M${num(x)} ${num(baseY)}Q${num(midX)} ${num(midY)} ${num(tipX)} ${num(tipY)}" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="${num(Math.max(0.6, w * 0.15))}" opacity=".6"/>`,
      );
      if (i % 3 === 0) {
        const tx = between(c.random, 0, width);
        thatch.push(
          `<path d="M${num(tx)} ${num(baseY)}q${num(8 + t * 20)} ${num(-(6 + t * 18))} ${num(16 + t * 30)} 0" fill="none" stroke="${pick(c.random, ['#8a6a3a', '#a08049', '#6e5a34'])}" stroke-width="${num(1 + t * 3)}"/>`,
        );
      }
    }
    const blur = t < 0.3 ? ' filter="url(#soft-small)"' : '';
    c.add(`<g${blur}>${thatch.join('')}${blades.join('')}</g>`);
  }
  return c;
}

/** Fresh turf being laid in staggered rows from a scaffold board, rolls waiting on the pallet, raked soil beyond. */
export function turfLaying(name: string): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.4;
  const cam = camera({ width, horizon, focal: 900, eye: 1.6 });
  const near = cam.depthAtRow(height) * 0.9;
  sky(c, { horizon, sun: [width * 0.8, 60], clouds: 3 });
  hills(c, horizon + 4, 40, '#afc3ab');
  treeLine(c, horizon + 6, 50, '#7e9a74');
  tree(c, cam, -4, 22, { height: 10, spread: 8, leaves: foliage.beech, shadow: false });
  fence(c, cam, [-9, 15], [9, 15], { style: 'closeboard', colour: '#8a6443', light: 0.3 });
  fence(c, cam, [-9, 3], [-9, 15], { style: 'closeboard', colour: '#8a6443', light: 0.5 });
  fence(c, cam, [9, 3], [9, 15], { style: 'closeboard', colour: '#8a6443', light: -0.4 });
  soil(
    c,
    cam,
    [
      [-9, near],
      [9, near],
      [9, 14.9],
      [-9, 14.9],
    ],
    '#6b4f37',
  );
  // Raked, levelled soil ahead of the laying.
  const rakes: string[] = [];
  for (let z = 8; z < 14.8; z += 0.16) {
    const [x0, y] = cam.project(-9, 0, z);
    const [x1] = cam.project(9, 0, z);
    rakes.push(rect(x0, y, x1 - x0, Math.max(0.8, cam.size(0.018, z)), '#4e3a28', 'opacity=".45"'));
  }
  c.add(rakes.join(''));
  // Laid turf: 600 mm rows, rolls 1.67 m long with the joints staggered like brickwork.
  const rowDepth = 0.6;
  const laidTo = 8;
  lawn(c, cam, { x0: -9, x1: 9, z0: near, z1: laidTo }, { colour: '#5d9a3a', stripes: 0 });
  lawn(
    c,
    cam,
    { x0: -9, x1: 0.8, z0: laidTo, z1: laidTo + rowDepth },
    { colour: '#5d9a3a', stripes: 0, blades: false },
  );
  const seams: string[] = [];
  const seam = (a: [number, number], b: [number, number]) => {
    const p = cam.project(a[0], 0, a[1]);
    const q = cam.project(b[0], 0, b[1]);
    seams.push(polyline([p, q], '#3d2d1f', Math.max(0.8, cam.size(0.008, (a[1] + b[1]) / 2)), 'opacity=".45"'));
  };
  let row = 0;
  for (let z = laidTo + rowDepth; z > near - rowDepth; z -= rowDepth, row++) {
    const right = z > laidTo ? 0.8 : 9;
    seam([-9, z], [right, z]);
    for (let x = -9 + (row % 2) * 0.83; x < right; x += 1.67) seam([x, Math.max(near, z - rowDepth)], [x, z]);
  }
  c.add(seams.join(''));
  figuresByDepth((add) => {
    // The roll being unrolled at the end of the current row.
    add(laidTo + 0.3, () => {
      const [rx, ry] = cam.project(0.8, 0.15, laidTo + rowDepth / 2);
      const r = cam.size(0.15, laidTo);
      const [lx, ly] = cam.project(0.8, 0.15, laidTo);
      const [fx, fy] = cam.project(0.8, 0.15, laidTo + rowDepth);
      const [ex] = cam.project(1.35, 0.15, laidTo + rowDepth / 2);
      c.add(
        polygon(
          [
            [lx, ly - r],
            [ex, ly - r],
            [ex, fy + r],
            [fx, fy + r],
          ],
          '#5b8f36',
        ),
      );
      c.add(
        `<ellipse cx="${num(ex)}" cy="${num(ry)}" rx="${num(r * 0.6)}" ry="${num((ly - fy) / 2 + r)}" fill="#6a4d33"/>`,
      );
      void rx;
    });
    // Scaffold board to kneel and walk on, so the new turf is not dented.
    add(5.8, () => {
      const top = [
        cam.project(-2.6, 0.04, 5.6),
        cam.project(1.4, 0.04, 5.6),
        cam.project(1.4, 0.04, 5.83),
        cam.project(-2.6, 0.04, 5.83),
      ];
      const side = [
        cam.project(-2.6, 0, 5.6),
        cam.project(1.4, 0, 5.6),
        cam.project(1.4, 0.04, 5.6),
        cam.project(-2.6, 0.04, 5.6),
      ];
      c.add(polygon(side, '#8d7350'), polygon(top, '#c9ab7a'));
    });
    add(10.2, () => {
      // Pallet of rolled turf.
      const [px, py] = cam.project(3.2, 0, 10.2);
      const s = cam.size(1, 10.2);
      const parts: string[] = [rect(px, py - s * 0.14, s * 1.2, s * 0.14, '#b99c6c')];
      for (let layer = 0; layer < 5; layer++) {
        for (let i = 0; i < 4 - (layer % 2); i++) {
          const rx = px + s * (0.15 + i * 0.3 + (layer % 2) * 0.15);
          const ry = py - s * (0.26 + layer * 0.2);
          parts.push(
            rect(
              rx - s * 0.14,
              ry - s * 0.1,
              s * 0.28,
              s * 0.2,
              vary('#5b8f36', c.random, 0.05),
              `rx="${num(s * 0.1)}"`,
            ),
          );
          parts.push(
            `<ellipse cx="${num(rx + s * 0.12)}" cy="${num(ry)}" rx="${num(s * 0.04)}" ry="${num(s * 0.1)}" fill="#6a4d33"/>`,
          );
        }
      }
      c.add(parts.join(''));
    });
    add(9.4, () => {
      const [wx, wy] = cam.project(-4.2, 0, 9.4);
      wheelbarrow(c, wx, wy, cam.size(1.5, 9.4), '#2f6a4f', '#5b8f36');
    });
    add(9.2, () => {
      const [px, py] = cam.project(1.9, 0, 9.2);
      person(c, px, py, cam.size(1.78, 9.2), { shirt: crew.shirt, trousers: crew.trousers, pose: 'work' });
    });
  });
  return c;
}

/** A new block-paved drive in front of a brick semi, edged with a charcoal border and lawn either side. */
export function driveway(name: string): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.42;
  const cam = camera({ width, horizon, focal: 900, eye: 1.7 });
  const near = cam.depthAtRow(height) * 0.9;
  sky(c, { horizon, sun: [width * 0.15, 40], clouds: 3 });
  treeLine(c, horizon + 6, 60, '#7e9a74');
  tree(c, cam, -9, 20, { height: 10, spread: 8, leaves: foliage.beech, shadow: false });
  // The neighbours' house beyond the hedge, then the client's.
  house(c, cam, 7.5, 17.5, 17, { kind: 'front', brick: '#b8917a', door: '#6b2b2b' });
  house(c, cam, -5.5, 5.5, 14.5, { kind: 'front', brick: '#9e5d45', door: '#2e3e4f' });
  lawn(c, cam, { x0: -12, x1: 12, z0: near, z1: 14.5 }, { stripes: 0.8 });
  blockPaving(c, cam, { x0: -2.6, x1: 3.4, z0: near, z1: 14.45 }, [
    '#8b4b3b',
    '#7a4034',
    '#9b5c47',
    '#5e4a45',
    '#6f3c31',
    '#a56a50',
  ]);
  blockPaving(c, cam, { x0: 3.4, x1: 4.5, z0: 13, z1: 14.45 }, ['#8b4b3b', '#7a4034', '#9b5c47', '#5e4a45']);
  figuresByDepth((add) => {
    for (let z = 4.5; z < 14; z += 1.3) add(z, () => shrub(c, cam, -4.2, z, 0.8, foliage.laurel));
    for (let z = 15.5; z < 17; z += 0.5) add(z, () => shrub(c, cam, 6.6, z, 1.2, foliage.privet));
    add(14.1, () => spikes(c, cam, 5.3, 14.1, 0.8));
    add(13.9, () => grass(c, cam, -3.2, 13.9, 0.7));
  });
  return c;
}

/** A patio half jet-washed: the cleaned slabs glow, the rest is still green with algae. */
export function jetWashing(name: string): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.3;
  const cam = camera({ width, horizon, focal: 820, eye: 1.75 });
  const near = cam.depthAtRow(height) * 0.9;
  sky(c, { horizon, sun: [width * 0.8, 40], clouds: 2 });
  treeLine(c, horizon + 6, 50, '#7e9a74');
  lawn(c, cam, { x0: -10, x1: 10, z0: 9, z1: 14 }, { stripes: 0.8 });
  fence(c, cam, [-10, 14], [10, 14], { style: 'panel', colour: '#8a6443', light: 0.3 });
  const area = { x0: -6, x1: 6, z0: near, z1: 9 };
  const slabs = sandstoneSlabs(c.random, area);
  const split = 0.4;
  const clean = slabs.filter((s) => s.x + s.w / 2 >= split);
  const dirty = slabs.filter((s) => s.x + s.w / 2 < split);
  paving(c, cam, area, { slabs: dirty, colours: sandstone, joint: '#3c4430', grime: 0.75 });
  paving(c, cam, { ...area, x0: split }, { slabs: clean, colours: sandstone, joint: '#8f8273' });
  figuresByDepth((add) => {
    add(10, () => shrub(c, cam, -4, 10, 1.2, foliage.beech));
    add(6, () => {
      const [px, py] = cam.project(-0.9, 0, 6);
      const h = cam.size(1.78, 6);
      person(c, px, py, h, { shirt: crew.shirt, trousers: crew.trousers, pose: 'work' });
      const hand: [number, number] = [px + h * 0.03, py - h * 0.6];
      const nozzle = cam.project(0.2, 0.1, 5.2);
      c.add(
        `<path d="M${num(hand[0])} ${num(hand[1])}L${num(nozzle[0])} ${num(nozzle[1])}" stroke="#2d2f31" stroke-width="${num(h * 0.025)}"/>`,
      );
      const spray: string[] = [];
      for (let i = 0; i < 60; i++) {
        const a = between(c.random, -0.5, 0.5);
        const d = between(c.random, 10, h * 0.35);
        spray.push(
          `<circle cx="${num(nozzle[0] + Math.sin(a) * d)}" cy="${num(nozzle[1] + Math.cos(a) * d * 0.4)}" r="${num(between(c.random, 1, 3))}" fill="#ffffff" opacity=".7"/>`,
        );
      }
      c.add(`<g filter="url(#soft-small)">${spray.join('')}</g>`);
    });
  });
  return c;
}

/** What the team picture shows beside the van: the trade's kit (lib/brand-pictures.ts, BrandTrade). */
export interface TeamOptions {
  vanBody?: string;
  livery?: string;
  /** The crew's shirts (the brand's dark colour in a brand's picture). */
  shirt?: string;
  trade?: 'tree' | 'fence' | 'garden';
}

/** A stack of square timber posts lying across the drive, ends towards the viewer. */
function postStack(c: Canvas, cam: Camera, x: number, z: number, colour = '#9a7047'): void {
  const post = 0.12;
  const length = 2.4;
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 4 - row; i++) {
      const x0 = x + (i + row / 2) * post;
      const y0 = row * post;
      const top = [
        cam.project(x0, y0 + post, z),
        cam.project(x0 + post, y0 + post, z),
        cam.project(x0 + post, y0 + post, z + length),
        cam.project(x0, y0 + post, z + length),
      ];
      const end = [
        cam.project(x0, y0, z),
        cam.project(x0 + post, y0, z),
        cam.project(x0 + post, y0 + post, z),
        cam.project(x0, y0 + post, z),
      ];
      c.add(
        polygon(top, shade(colour, -0.08)) + polygon(end, '#d9b98a', `stroke="${shade(colour, 0.3)}" stroke-width="1"`),
      );
    }
  }
}

/**
 * The team with their van on a client's drive, tools out, ready to start. A brand's picture (make-images, one
 * per brand) puts its colours on the van and the crew, and its trade's kit beside them: a stack of fence posts by
 * a closeboard fence, a wood chipper and cut logs by a hedge, or plants and a loaded barrow by a planted border.
 * Without options: the shared picture, fence posts left out.
 */
export function team(name: string, options: TeamOptions = {}): Canvas {
  const { vanBody = '#f3f3f1', livery = '#2f5d3a', shirt = crew.shirt, trade } = options;
  // A brand's picture is laid out its own way round, with its own house and tree (seeded by its name).
  const random = rng(seedOf(name));
  const branded = trade !== undefined;
  const m = branded && random() < 0.5 ? -1 : 1;
  const brick = branded ? pick(random, ['#b58467', '#c49a72', '#9a6450', '#d2c3a8']) : '#b58467';
  const leaves = branded ? pick(random, [foliage.oak, foliage.beech, foliage.birch]) : foliage.oak;
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.5;
  const cam = camera({ width, horizon, focal: 1000, eye: 1.5 });
  const near = cam.depthAtRow(height) * 0.9;
  sky(c, { horizon, sun: [m > 0 ? width * 0.15 : width * 0.85, 60], clouds: 3 });
  treeLine(c, horizon + 6, 70, '#7e9a74');
  if (m > 0) house(c, cam, -9, 3, 16, { kind: 'front', brick });
  else house(c, cam, -3, 9, 16, { kind: 'front', brick });
  tree(c, cam, 7 * m, 20, { height: 10, spread: 8, leaves, shadow: false });
  lawn(c, cam, { x0: -20, x1: 20, z0: near, z1: 16 }, { stripes: 0.9 });
  blockPaving(c, cam, { x0: m > 0 ? -7 : -6, x1: m > 0 ? 6 : 7, z0: near, z1: 15.9 }, [
    '#8e8a86',
    '#7c7874',
    '#9b9792',
    '#6f6b67',
  ]);
  if (trade === 'tree') hedge(c, cam, [6.6 * m, 16], [6.6 * m, 6], { height: 2.2, depth: 0.9, tidy: true });
  else fence(c, cam, [6.3 * m, 16], [6.3 * m, 6], { style: 'closeboard', colour: '#7a5535', light: -0.3 });
  figuresByDepth((add) => {
    add(11, () => {
      const [vx, vy] = cam.project(-5.6 * m, 0, 11);
      van(c, vx, vy, cam.size(5.3, 11), { body: vanBody, accent: livery, flip: m < 0 });
    });
    if (trade === 'tree') {
      add(10.5, () => {
        const [cx, cy] = cam.project(1.4 * m, 0, 10.5);
        chipper(c, cx, cy, cam.size(3, 10.5), mix(livery, '#3d6b35', 0.5), m < 0);
      });
      add(7.6, () => logs(c, cam, m > 0 ? 3.4 : -4.2, 7.6, 7));
    }
    if (trade === 'garden') {
      for (const [x, z, plant] of [
        [2.4, 7.2, '#3f6e35'],
        [3.1, 7.8, '#5c7f3a'],
        [3.8, 7.0, '#7b62a8'],
      ] as const)
        add(z, () => planter(c, cam, x * m, z, '#6b4f3a', plant));
      add(9, () => shrub(c, cam, 5.4 * m, 9, 1.4, foliage.beech, '#e8a3c0'));
    }
    const people = [
      { x: -2.2, z: 5.9, shirt, hivis: false, hair: '#2f231c', skin: '#c58f6c' },
      { x: -1.2, z: 5.7, shirt, hivis: true, hair: '#7a5a3a', skin: '#e0b28f' },
      { x: -0.2, z: 6.0, shirt: mix(shirt, '#000000', 0.2), hivis: false, hair: '#1d1a18', skin: '#8d5e43' },
    ];
    for (const p of people) {
      add(p.z, () => {
        const [px, py] = cam.project(p.x * m, 0, p.z);
        person(c, px, py, cam.size(1.78, p.z), {
          shirt: p.shirt,
          trousers: crew.trousers,
          hivis: p.hivis,
          hair: p.hair,
          skin: p.skin,
          ...(trade === 'tree' ? { helmet: crew.helmet } : {}),
        });
      });
    }
    add(6.8, () => {
      const [wx, wy] = cam.project(m > 0 ? 0.9 : -2.4, 0, 5.6);
      wheelbarrow(c, wx, wy, cam.size(1.5, 5.6), undefined, trade === 'garden' ? '#4f3a2a' : undefined);
    });
    if (trade === 'fence') add(4.6, () => postStack(c, cam, m > 0 ? 3.2 : -3.7, 4.6));
  });
  return c;
}
