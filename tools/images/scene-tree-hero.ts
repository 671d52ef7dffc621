/**
 * A tree-care brand's home hero, set where the brand works (its `look.setting`): a crown reduction in a suburban back
 * garden, pruning a front-garden tree on a street of 1930s semis with the van and chipper at the kerb, or an oak
 * in a paddock hedgerow below a village on the downs. The crew wears the brand's colour and the van its livery.
 * Every figure and vehicle stands where each frame of the brand's hero style shows it whole or not at all
 * (src/lib/hero-frames.ts; make-images checks).
 */
import type { Brand } from '../../src/lib/brand-schema.ts';
import type { Look } from '../../src/lib/brand-look.ts';
import { greenhouse, semi } from './buildings.ts';
import { camera, createCanvas, groundPoints, type Camera, type Canvas } from './canvas.ts';
import { chipper, cone, horse, logs, person, van, wheelbarrow } from './figures.ts';
import { fence, postAndRail, timber } from './fences.ts';
import { grain, lawn, paving, sandstoneSlabs } from './ground.ts';
import { sandstone } from './scene-garden.ts';
import { figuresByDepth } from './layout.ts';
import { conifer, foliage, hedge, meadow, shrub, tree } from './plants.ts';
import { downs, rooftops, sky, treeLine } from './sky.ts';
import { between, circle, mix, polygon, polyline, shade, vary, type Point } from './svg.ts';

type Theme = Brand['theme'];

const width = 1600;
const height = 1000;
const helmet = '#e8572a';
const trousers = '#2f3338';

/** The crew's shirts: the brand's dark colour, softened as workwear fades. */
const shirtOf = (theme: Theme) => mix(theme.accentDark, '#3f4b3a', 0.3);

export function treeHero(name: string, theme: Theme, setting: Look['setting']): Canvas {
  if (setting === 'town') return streetTree(name, theme);
  if (setting === 'countryside') return paddockOak(name, theme);
  return gardenReduction(name, theme);
}

/** A rope from a to b with a little sag. */
function rope(a: Point, b: Point, sag = 0.04, colour = '#f2c230', strokeWidth = 2.4): string {
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + Math.hypot(b[0] - a[0], b[1] - a[1]) * sag];
  return `<path d="M${a[0].toFixed(1)} ${a[1].toFixed(1)} Q${mid[0].toFixed(1)} ${mid[1].toFixed(1)} ${b[0].toFixed(1)} ${b[1].toFixed(1)}" fill="none" stroke="${colour}" stroke-width="${strokeWidth}"/>`;
}

/** The climber on the rope: harness point, feet below it, clipped to an anchor high in the crown. */
function climber(c: Canvas, cam: Camera, anchor: Point, at: [number, number, number], shirt: string): void {
  const harness = cam.project(...at);
  c.add(rope(anchor, harness, 0.02));
  const size = cam.size(1.75, at[2]);
  person(c, harness[0] + size * 0.03, harness[1] + size * 0.85, size, { shirt, trousers, helmet, pose: 'climb' });
}

/** A cut limb section hanging on the lowering line, leaves still on. */
function loweredLimb(c: Canvas, cam: Camera, x: number, y: number, z: number, leaves: readonly string[]): void {
  const [px, py] = cam.project(x, y, z);
  const s = cam.size(1, z);
  const parts = [
    polyline(
      [
        [px - s * 0.9, py + s * 0.15],
        [px + s * 0.8, py - s * 0.2],
      ],
      '#5b4636',
      Math.max(2, s * 0.12),
    ),
  ];
  for (let i = 0; i < 16; i++)
    parts.push(
      circle(
        px + between(c.random, -0.9, 0.9) * s,
        py + between(c.random, -0.5, 0.25) * s,
        s * between(c.random, 0.16, 0.3),
        vary(leaves[1 + (i % 3)]!, c.random, 0.06),
      ),
    );
  c.add(`<g filter="url(#leafy-fine)">${parts.join('')}</g>`);
}

/**
 * Suburbs: a back garden between the neighbours' fences, the client's rear wall and patio doors at one side. The
 * climber reduces a big sycamore, a limb comes down on the lowering line held at the trunk by a groundworker, and a
 * second, by the barrow of logs, calls the next cut: no van or chipper in a back garden, the wood goes out through
 * the side gate. A greenhouse in the far corner is what the limbs must miss.
 */
function gardenReduction(name: string, theme: Theme): Canvas {
  const c = createCanvas(name, width, height);
  const horizon = height * 0.52;
  const cam = camera({ width, horizon, focal: 820, eye: 1.6 });
  const shirt = shirtOf(theme);
  sky(c, { horizon, sun: [width * 0.82, horizon * 0.22], clouds: 3, top: mix('#6fa7d6', theme.accent, 0.08) });
  treeLine(c, horizon + 4, 40, '#86a07b');
  rooftops(c, cam.project(0, 0, 30)[1], cam.size(4.2, 30), '#b59a86');
  tree(c, cam, -9, 34, { height: 13, spread: 9, leaves: foliage.beech, shadow: false });
  conifer(c, cam, 8.5, 27, 8, 2.6);
  const near = cam.depthAtRow(height) * 0.92;
  lawn(c, cam, { x0: -6, x1: 6, z0: near, z1: 22 }, { stripes: 1.1 });
  // The patio outside the client's doors: a strip of sandstone nearest the viewer.
  const patio = { x0: -6, x1: 6, z0: near, z1: 4.6 };
  paving(c, cam, patio, { slabs: sandstoneSlabs(c.random, patio), colours: sandstone, joint: '#8f8273' });
  fence(c, cam, [-6, 22], [6, 22], { style: 'panel', colour: timber.brown, light: 0.4 });
  fence(c, cam, [-6, near * 0.8], [-6, 22], { style: 'panel', colour: timber.brown, light: 0.6 });
  fence(c, cam, [6, near * 0.8], [6, 22], { style: 'panel', colour: timber.brown, light: -0.5, trellis: true });
  const tx = 0.6;
  const tz = 15;
  figuresByDepth((add) => {
    for (let x = -5.2; x < 2; x += 1.7) add(21.4, () => shrub(c, cam, x, 21.4, 1.3, foliage.laurel));
    add(20, () => greenhouse(c, cam, 3.2, 20));
    add(tz, () =>
      tree(c, cam, tx, tz, { height: 13, spread: 11, leaves: foliage.beech, reduced: true, clearStem: 0.3 }),
    );
    add(tz - 0.6, () => {
      // The lowering line runs from a pulley high in the crown to the groundworker's friction device at the trunk.
      const pulley = cam.project(tx + 0.4, 10.4, tz - 0.5);
      const limb: [number, number, number] = [tx + 2.6, 5.6, tz - 0.8];
      c.add(rope(pulley, cam.project(limb[0] - 0.2, limb[1] + 0.3, limb[2]), 0.01));
      loweredLimb(c, cam, ...limb, foliage.beech);
      c.add(rope(pulley, cam.project(tx - 0.1, 1.1, tz - 0.6), 0.01, '#d9e2e8', 2));
      climber(c, cam, cam.project(tx - 0.2, 11.6, tz - 0.4), [tx - 2.7, 8.4, tz - 0.6], shirt);
    });
    add(tz - 1.4, () => {
      const [px, py] = cam.project(tx - 1.1, 0, tz - 1.4);
      person(c, px, py, cam.size(1.78, tz - 1.4), { shirt, trousers, helmet, hivis: true, pose: 'work', flip: true });
    });
    add(9.5, () => logs(c, cam, 2.6, 9.5, 7));
    add(8.6, () => {
      const [wx, wy] = cam.project(-3.3, 0, 8.6);
      wheelbarrow(c, wx, wy, cam.size(1.5, 8.6), shade(theme.accentDark, 0.1), '#c9a57a');
    });
    add(8.2, () => {
      const [px, py] = cam.project(-1.6, 0, 8.2);
      person(c, px, py, cam.size(1.8, 8.2), { shirt, trousers, helmet, pose: 'point', skin: '#c58f6c' });
    });
    for (const [x, z] of [
      [-4.6, 6.8],
      [4.8, 7.4],
    ] as const)
      add(z, () => shrub(c, cam, x, z, 1.1, foliage.privet, x < 0 ? '#f2f0f5' : undefined));
  });
  return c;
}

/**
 * Town: across the road from a row of 1930s semis, their front gardens behind low brick walls. The climber prunes a
 * front-garden birch over the pavement and a groundworker feeds the chipper on the pavement, on the right, where the
 * classic hero's words leave the photo clear on a laptop; the van waits at the kerb on the left, cones out.
 */
function streetTree(name: string, theme: Theme): Canvas {
  const c = createCanvas(name, width, height);
  const horizon = height * 0.56;
  const cam = camera({ width, horizon, focal: 720, eye: 1.6 });
  const shirt = shirtOf(theme);
  sky(c, { horizon, sun: [width * 0.12, horizon * 0.2], clouds: 4, top: mix('#6fa7d6', theme.accent, 0.06) });
  const houseZ = 19;
  // The road's far end runs away to the right: houses beyond, smaller.
  rooftops(c, cam.project(0, 0, 60)[1], cam.size(5, 60), '#b39a88');
  treeLine(c, cam.project(0, 0, 60)[1] + 2, 30, '#7f9a76', width * 0.8, width);
  // Pairs of semis with a side passage between them.
  const pairs = [-34, -20, -6, 8, 22].map((x) => [x, x + 12.4] as const);
  const bricks = ['#a8644a', '#9a5b45', '#b0735a', '#a1614b'];
  const renders = ['#e8e1d2', '#ddd5c4', '#efe9dc', '#e3dccb'];
  pairs.forEach(([a, b], i) => {
    const mid = (a + b) / 2;
    semi(c, cam, a, mid, houseZ, bricks[i % 4]!, renders[i % 4]!, false);
    semi(c, cam, mid, b, houseZ, bricks[i % 4]!, renders[(i + 1) % 4]!, true);
  });
  const near = cam.depthAtRow(height) * 0.95;
  // Front gardens, the low walls with a hedge behind, the pavement, the kerb and the road.
  lawn(c, cam, { x0: -40, x1: 40, z0: 12.2, z1: houseZ - 0.6 }, { stripes: 0, blades: false });
  const ground = (z0: number, z1: number, colour: string) => {
    const shape = polygon(
      groundPoints(cam, [
        [-60, z0],
        [60, z0],
        [60, z1],
        [-60, z1],
      ]),
      colour,
    );
    c.add(shape);
    grain(c, shape, 0.35);
  };
  ground(9.2, 12.2, '#bdb7ab');
  for (let x = -40; x < 40; x += 0.9) {
    c.add(polyline([cam.project(x, 0, 9.3), cam.project(x * 1.0, 0, 12.2)], '#a39d92', 1, 'opacity=".6"'));
  }
  ground(near, 9.2, '#5d6166');
  c.add(
    polygon(
      groundPoints(cam, [
        [-60, 9.05],
        [60, 9.05],
        [60, 9.25],
        [-60, 9.25],
      ]),
      '#d3cfc6',
    ),
  );
  // Double yellow lines along the far kerb, stopping where the van is allowed to load.
  for (const dx of [0, 0.18])
    c.add(polyline([cam.project(6, 0, 8.75 - dx), cam.project(40, 0, 8.75 - dx)], '#e0b93a', 2.2));
  for (let x = -36; x < 36; x += 6)
    c.add(
      polygon(
        groundPoints(cam, [
          [x, 5.6],
          [x + 3, 5.6],
          [x + 3, 5.75],
          [x, 5.75],
        ]),
        '#e8e6df',
      ),
    );
  const wallAt = 12.2;
  // The work on the right, where the classic hero's words leave the photo clear on a laptop; the van on the left,
  // outside what a phone shows of the middle.
  const tx = 8.6;
  const tz = 14.5;
  figuresByDepth((add) => {
    // Privet and laurel along the fronts, with a gap at each path.
    for (let x = -30; x < 30; x += 7) {
      add(wallAt + 0.6, () =>
        hedge(c, cam, [x, wallAt + 0.6], [x + 4.8, wallAt + 0.6], { height: 1.3, depth: 0.6, tidy: true }),
      );
    }
    add(wallAt, () => {
      const brick = '#9f5f48';
      const wall = polygon(
        [
          cam.project(-60, 0, wallAt),
          cam.project(60, 0, wallAt),
          cam.project(60, 0.6, wallAt),
          cam.project(-60, 0.6, wallAt),
        ],
        brick,
      );
      c.add(
        wall,
        polygon(
          [
            cam.project(-60, 0.6, wallAt),
            cam.project(60, 0.6, wallAt),
            cam.project(60, 0.68, wallAt),
            cam.project(-60, 0.68, wallAt),
          ],
          '#c7bfb2',
        ),
      );
      grain(c, wall, 0.4);
    });
    add(tz, () =>
      tree(c, cam, tx, tz, { height: 11, spread: 8.5, leaves: foliage.birch, reduced: true, clearStem: 0.32 }),
    );
    add(tz - 0.5, () => climber(c, cam, cam.project(tx + 0.2, 10.2, tz - 0.4), [tx - 2.3, 5.9, tz - 0.5], shirt));
    add(10.3, () => {
      const [cx, cy] = cam.project(9.8, 0, 10.3);
      chipper(c, cx, cy, cam.size(3, 10.3), mix(theme.accentDark, '#3d6b35', 0.4), true);
    });
    add(10.6, () => {
      const [px, py] = cam.project(6.3, 0, 10.6);
      person(c, px, py, cam.size(1.78, 10.6), { shirt, trousers, helmet, hivis: true, pose: 'work' });
    });
    add(8.5, () => {
      const [vx, vy] = cam.project(-3.2, 0, 8.5);
      van(c, vx, vy, cam.size(5.2, 8.5), { body: '#f3f3f1', accent: theme.accentDark, flip: true });
    });
    for (const x of [-9.6, -2.6, -1.8]) add(7.6, () => cone(c, cam, x, 7.6));
    add(11.2, () => logs(c, cam, 3.4, 11.2, 5));
  });
  return c;
}

/**
 * Countryside: an old oak in a hawthorn hedgerow at the edge of a horse paddock, below a village on the downs. The
 * climber takes out dead wood, a groundworker feeds the brash to the chipper and the van waits in the field gateway;
 * horses graze beyond the post-and-rail fence, buttercups in the grass. No street of houses, no garden fences.
 */
function paddockOak(name: string, theme: Theme): Canvas {
  const c = createCanvas(name, width, height);
  const horizon = height * 0.56;
  const cam = camera({ width, horizon, focal: 820, eye: 1.7 });
  const shirt = shirtOf(theme);
  sky(c, {
    horizon: horizon - 60,
    sun: [width * 0.62, horizon * 0.22],
    clouds: 5,
    top: mix('#6fa7d6', theme.accent, 0.05),
  });
  downs(c, horizon);
  const near = cam.depthAtRow(height) * 0.92;
  const hedgeZ = 17;
  lawn(c, cam, { x0: -60, x1: 60, z0: near, z1: hedgeZ + 6 }, { colour: '#7aa14b', stripes: 0, patchy: 0.3 });
  meadow(c, cam, near, 12);
  const tx = 1.2;
  const rails = 3.6;
  figuresByDepth((add) => {
    // The hedgerow runs right across, with the field gate's gap on the left; hawthorn, shaggy.
    const leaves = ['#3b5a2a', '#4f7434', '#6b8f45', '#8fae5f'];
    add(hedgeZ + 0.5, () =>
      hedge(c, cam, [-40, hedgeZ], [-9.4, hedgeZ], { height: 2.4, depth: 1.4, tidy: false, leaves }),
    );
    add(hedgeZ + 0.5, () =>
      hedge(c, cam, [-5.2, hedgeZ], [40, hedgeZ], { height: 2.4, depth: 1.4, tidy: false, leaves }),
    );
    add(hedgeZ + 0.4, () => {
      // The field gate, swung open against the hedge.
      for (let k = 0; k < 5; k++)
        c.add(
          polyline(
            [cam.project(-9.4, 0.25 + k * 0.26, hedgeZ), cam.project(-9.3, 0.25 + k * 0.26, hedgeZ - 3)],
            '#b7a98e',
            cam.size(0.07, hedgeZ),
          ),
        );
    });
    add(hedgeZ + 9, () => tree(c, cam, -36, hedgeZ + 9, { height: 11, spread: 9, leaves: foliage.oak, shadow: false }));
    add(hedgeZ + 12, () =>
      tree(c, cam, 24, hedgeZ + 12, { height: 10, spread: 9, leaves: foliage.beech, shadow: false }),
    );
    add(hedgeZ - 0.2, () =>
      tree(c, cam, tx, hedgeZ - 0.2, { height: 15, spread: 13, leaves: foliage.oak, clearStem: 0.3 }),
    );
    add(hedgeZ - 1, () => {
      climber(c, cam, cam.project(tx - 0.3, 12.6, hedgeZ - 1), [tx - 3.1, 8.2, hedgeZ - 1.2], shirt);
      // Dead wood already down: bare limbs on the grass below the crown.
      for (const [x, len] of [
        [tx - 4.2, 2.6],
        [tx - 1.6, 1.8],
      ] as const)
        c.add(
          polyline(
            [cam.project(x, 0.08, hedgeZ - 2.4), cam.project(x + len, 0.2, hedgeZ - 3)],
            '#8a7a66',
            cam.size(0.12, hedgeZ),
          ),
        );
    });
    add(hedgeZ - 1.2, () => {
      const [vx, vy] = cam.project(-8.3, 0, hedgeZ - 1.2);
      van(c, vx, vy, cam.size(5.2, hedgeZ - 1.2), { body: '#f3f3f1', accent: theme.accentDark });
    });
    add(13.4, () => {
      const [cx, cy] = cam.project(-3.4, 0, 13.4);
      chipper(c, cx, cy, cam.size(3, 13.4), mix(theme.accentDark, '#3d6b35', 0.35));
    });
    add(12.2, () => {
      const [px, py] = cam.project(-0.6, 0, 12.2);
      person(c, px, py, cam.size(1.78, 12.2), { shirt, trousers, helmet, hivis: true, pose: 'work', flip: true });
    });
    add(13.8, () => logs(c, cam, 1.9, 13.8, 7));
    // The paddock on the right, behind its rails, with its horses.
    add(9, () => postAndRail(c, cam, [rails, near + 0.6], [rails, hedgeZ - 0.8]));
    add(12.5, () => {
      const [hx, hy] = cam.project(4.3, 0, 13.5);
      horse(c, hx, hy, cam.size(2.4, 13.5), '#7a4a2c', true);
    });
    add(15.5, () => {
      const [hx, hy] = cam.project(6.9, 0, 17.5);
      horse(c, hx, hy, cam.size(2.4, 15.5), '#d9d2c3', false, true);
    });
    add(7.5, () => shrub(c, cam, -5.5, 7.5, 1.3, foliage.privet));
  });
  return c;
}
