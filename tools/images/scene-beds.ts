/**
 * A newly planted border seen from the lawn: a curved bed with a steel edge and bark mulch, planted
 * in layers (a specimen tree and shrubs at the back, grasses and perennials in the middle, low
 * lavender at the front) against a stained closeboard fence.
 */
import { camera, createCanvas, type Canvas } from './canvas.ts';
import { fence, timber } from './fences.ts';
import { grain, lawn } from './ground.ts';
import { figuresByDepth } from './layout.ts';
import { bedOutline, climber, flowerClump, foliage, grass, shrub, spikes, tree } from './plants.ts';
import { hills, rooftops, sky, treeLine } from './sky.ts';
import { between, ellipse, pick } from './svg.ts';

export function plantedBorder(name: string): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.3;
  const cam = camera({ width, horizon, focal: 1300, eye: 1.35 });
  const near = cam.depthAtRow(height) * 0.9;
  sky(c, { horizon, sun: [width * 0.2, 40], clouds: 3 });
  hills(c, horizon + 4, 40, '#afc3ab');
  treeLine(c, horizon + 6, 50, '#7e9a74');
  rooftops(c, cam.project(0, 0, 40)[1], cam.size(3.4, 40));
  tree(c, cam, -6, 22, { height: 11, spread: 9, leaves: foliage.oak, shadow: false });
  const fenceZ = 6.2;
  /** Front edge of the bed at x: a gentle curve, deepest in the middle. */
  const edge = (x: number) => fenceZ - 1.6 - 0.6 * Math.cos((Math.PI * (x + 1)) / 9);
  lawn(c, cam, { x0: -12, x1: 12, z0: near, z1: fenceZ }, { stripes: 0.8 });
  fence(c, cam, [-12, fenceZ], [12, fenceZ], { style: 'closeboard', colour: timber.brown, light: 0.3 });

  // The bed: a wide curve along the fence, deepest in the middle.
  const outline: [number, number][] = [];
  for (let i = 0; i <= 20; i++) {
    const x = -7 + (14 * i) / 20;
    outline.push([x, edge(x)]);
  }
  outline.push([7, fenceZ - 0.05], [-7, fenceZ - 0.05]);
  const soilShape = `<path d="${bedOutline(cam, outline)}" fill="#4a3526"/>`;
  c.add(soilShape);
  grain(c, soilShape, 0.55);
  // Bark chippings.
  const chips: string[] = [];
  for (let i = 0; i < 700; i++) {
    const x = between(c.random, -7, 7);
    const z = between(c.random, edge(x), fenceZ - 0.1);
    const [px, py] = cam.project(x, 0, z);
    const r = cam.size(0.02, z);
    chips.push(ellipse(px, py, r * 1.6, r * 0.6, pick(c.random, ['#6b4a32', '#7d5a3c', '#5a3e2a', '#8a6645'])));
  }
  c.add(chips.join(''));
  // Steel edging: a thin dark line along the front of the bed.
  c.add(`<path d="${bedOutline(cam, outline).replace(/Z$/, '')}" fill="none" stroke="#2c2a28" stroke-width="3"/>`);

  figuresByDepth((add) => {
    add(fenceZ - 0.1, () => climber(c, cam, [-5, fenceZ - 0.05], [-2.2, fenceZ - 0.05], 1.7, '#f4f1f6'));
    add(fenceZ - 0.1, () => climber(c, cam, [2.6, fenceZ - 0.05], [4.6, fenceZ - 0.05], 1.6, '#e6a5c4'));
    add(fenceZ - 0.6, () =>
      tree(c, cam, 0.9, fenceZ - 0.6, { height: 2.6, spread: 2, leaves: foliage.acer, clearStem: 0.25 }),
    );
    for (const [x, dz, size] of [
      [-4.6, 0.5, 1.1],
      [-2.8, 0.45, 1.3],
      [2.9, 0.5, 1.2],
      [4.7, 0.55, 1.0],
    ] as const) {
      const z = fenceZ - dz;
      add(z, () => shrub(c, cam, x, z, size, pick(c.random, [foliage.laurel, foliage.beech, foliage.privet])));
    }
    for (const x of [-3.8, -1.4, 1.9, 3.9]) {
      const z = edge(x) + 0.9;
      add(z, () => grass(c, cam, x, z, 0.9));
    }
    for (const [x, colour] of [
      [-4.9, '#9a5fb5'],
      [-2.5, '#f0eef2'],
      [3.0, '#d96a8f'],
      [0.2, '#e8a23c'],
    ] as const) {
      const z = edge(x) + 0.75;
      add(z, () => flowerClump(c, cam, x, z, 0.6, colour));
    }
    for (let x = -5.6; x < 6; x += 0.7) {
      const z = edge(x) + 0.3;
      add(z, () => spikes(c, cam, x, z, 0.45));
    }
    // A couple of boulders for structure.
    for (const x of [-0.9, 2.4]) {
      const z = edge(x) + 0.5;
      add(z, () => {
        const [px, py] = cam.project(x, 0, z);
        const r = cam.size(0.22, z);
        c.add(
          ellipse(px, py - r * 0.35, r, r * 0.55, '#a39d92'),
          ellipse(px - r * 0.25, py - r * 0.55, r * 0.5, r * 0.25, '#c4beb3'),
        );
      });
    }
  });
  return c;
}
