/** Tree work and other jobs in progress: a wide garden or verge with the crew and machines. */
import { camera, createCanvas, type Camera, type Canvas } from './canvas.ts';
import { chainsaw, chipper, cone, logs, person, stumpGrinder, van } from './figures.ts';
import { fence } from './fences.ts';
import { lawn } from './ground.ts';
import { figuresByDepth } from './layout.ts';
import { foliage, hedge, shrub, tree } from './plants.ts';
import { hills, rooftops, sky, treeLine } from './sky.ts';
import { circle, ellipse, polygon, polyline, between, vary, num, type Point } from './svg.ts';

export const crew = {
  shirt: '#3f4b3a',
  helmet: '#e8572a',
  trousers: '#2f3338',
};

function worksite(
  name: string,
  options: { horizon?: number; focal?: number; eye?: number } = {},
): { c: Canvas; cam: Camera } {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * (options.horizon ?? 0.55);
  const cam = camera({ width, horizon, focal: options.focal ?? 760, eye: options.eye ?? 1.6 });
  sky(c, { horizon, sun: [width * 0.15, horizon * 0.2], clouds: 4 });
  hills(c, horizon + 4, 45, '#b1c5ad');
  treeLine(c, horizon + 6, 48, '#86a07b');
  rooftops(c, cam.project(0, 0, 45)[1], cam.size(3.2, 45));
  lawn(c, cam, { x0: -40, x1: 40, z0: cam.depthAtRow(height) * 0.9, z1: 44 }, { stripes: 0 });
  fence(c, cam, [-30, 30], [30, 30], { style: 'panel', colour: '#8a6443', light: 0.2 });
  return { c, cam };
}

/**
 * A climber on a rope in the crown, a colleague on the ground, brash and cones below; `wide` adds the van
 * (in `livery`, the brand's colour on a brand hero) and the chipper.
 */
export function crownReduction(name: string, wide = false, livery = '#2f5d3a'): Canvas {
  const { c, cam } = worksite(name, { horizon: 0.62, focal: wide ? 700 : 760, eye: 1.5 });
  const tx = wide ? 1.5 : 0.8;
  const tz = 14;
  figuresByDepth((add) => {
    add(tz, () => tree(c, cam, tx, tz, { height: 14, spread: 12, leaves: foliage.oak, reduced: true, clearStem: 0.3 }));
    add(tz - 0.5, () => {
      const anchor = cam.project(tx - 0.3, 13.2, tz - 0.4);
      const harness = cam.project(tx - 3.1, 9.2, tz - 0.6);
      c.add(polyline([anchor, harness], '#f2c230', 2.5));
      c.add(polyline([anchor, cam.project(tx - 3.6, 0, tz - 2)], '#f2c230', 2, 'opacity=".8"'));
      person(c, harness[0] + 6, harness[1] + cam.size(1.75, tz) * 0.85, cam.size(1.75, tz), {
        shirt: crew.shirt,
        trousers: crew.trousers,
        helmet: crew.helmet,
        pose: 'climb',
      });
    });
    add(8, () => {
      const [bx, by] = cam.project(tx - 3.4, 0, 8);
      const brash: string[] = [];
      for (let i = 0; i < 40; i++) {
        const x = bx + between(c.random, -90, 90);
        const y = by + between(c.random, -14, 8);
        brash.push(
          polyline(
            [
              [x, y],
              [x + between(c.random, -40, 40), y - between(c.random, 5, 30)],
            ],
            '#6b5440',
            2.5,
          ),
        );
        brash.push(
          circle(
            x + between(c.random, -20, 20),
            y - between(c.random, 5, 28),
            between(c.random, 6, 12),
            vary(foliage.oak[1]!, c.random, 0.1),
          ),
        );
      }
      c.add(`<g filter="url(#leafy-fine)">${brash.join('')}</g>`);
    });
    add(7, () => {
      const [px, py] = cam.project(tx - 5.5, 0, 7);
      person(c, px, py, cam.size(1.78, 7), {
        shirt: crew.shirt,
        trousers: crew.trousers,
        helmet: crew.helmet,
        hivis: true,
        pose: 'point',
        flip: false,
      });
    });
    for (const [x, z] of [
      [-7.5, 6],
      [-4.5, 5.5],
      [2.5, 6.2],
      [5.5, 7],
    ] as const)
      add(z, () => cone(c, cam, x + tx, z));
    if (wide) {
      add(11, () => {
        const [vx, vy] = cam.project(-12.5, 0, 11);
        van(c, vx, vy, cam.size(5.2, 11), { body: '#f3f3f1', accent: livery });
      });
      add(10, () => {
        const [cx, cy] = cam.project(-6.8, 0, 10);
        chipper(c, cx, cy, cam.size(3.2, 10));
      });
    }
  });
  return c;
}

/** Sectional felling: the crown is already down, a climber takes the stem in sections; logs stacked below. */
export function felling(name: string): Canvas {
  const { c, cam } = worksite(name, { horizon: 0.64, focal: 900, eye: 1.5 });
  const tx = 1.2;
  const tz = 10.5;
  tree(c, cam, 7.5, 22, { height: 11, spread: 9, leaves: foliage.beech });
  figuresByDepth((add) => {
    add(tz, () => {
      const [bx, by] = cam.project(tx, 0, tz);
      const [topX, topY] = cam.project(tx + 0.1, 8, tz);
      const base = cam.size(0.32, tz);
      const stem: Point[] = [
        [bx - base, by + 3],
        [topX - base * 0.55, topY],
        [topX + base * 0.55, topY],
        [bx + base, by + 3],
      ];
      c.add(polygon(stem, '#5e4a3a'));
      c.add(
        polygon(
          [
            [bx + base * 0.1, by + 3],
            [topX, topY],
            [topX + base * 0.55, topY],
            [bx + base, by + 3],
          ],
          '#46372b',
        ),
      );
      // Pruned limb stubs with pale cut faces, and the fresh cut on top.
      for (const [h, side] of [
        [5.2, -1],
        [6.6, 1],
        [7.4, -1],
        [3.8, 1],
      ] as const) {
        const [sx, sy] = cam.project(tx + side * 0.25, h, tz);
        c.add(
          polyline(
            [
              [sx, sy],
              [sx + side * cam.size(0.5, tz), sy - cam.size(0.25, tz)],
            ],
            '#5e4a3a',
            cam.size(0.14, tz),
          ),
        );
        c.add(
          ellipse(
            sx + side * cam.size(0.55, tz),
            sy - cam.size(0.27, tz),
            cam.size(0.07, tz),
            cam.size(0.08, tz),
            '#e5cc9b',
          ),
        );
      }
      c.add(ellipse(topX, topY, base * 0.56, base * 0.18, '#e9d2a4'));
      const ropeTop = cam.project(tx + 0.1, 7.8, tz);
      c.add(polyline([ropeTop, cam.project(tx - 2.5, 0, tz - 3)], '#f2c230', 2));
      const [hx, hy] = cam.project(tx - 0.35, 6.2, tz - 0.1);
      person(c, hx, hy + cam.size(1.75, tz) * 0.85, cam.size(1.75, tz), {
        shirt: crew.shirt,
        trousers: crew.trousers,
        helmet: crew.helmet,
        pose: 'climb',
      });
    });
    add(8.5, () => logs(c, cam, 4.2, 8.5, 9));
    add(9.5, () => {
      const [cx, cy] = cam.project(-4.8, 0, 9.5);
      chipper(c, cx, cy, cam.size(3.2, 9.5));
    });
    add(6.5, () => {
      const [px, py] = cam.project(-0.6, 0, 6.5);
      const h = cam.size(1.8, 6.5);
      person(c, px, py, h, {
        shirt: crew.shirt,
        trousers: crew.trousers,
        helmet: crew.helmet,
        hivis: true,
        pose: 'work',
      });
      chainsaw(c, px + h * 0.02, py - h * 0.6, h / 180);
    });
    for (const [x, z] of [
      [-3.5, 5.5],
      [4.8, 6],
    ] as const)
      add(z, () => cone(c, cam, x, z));
  });
  return c;
}

/** A stump grinder at work on a felled tree's stump, throwing a fan of chippings. */
export function stumpGrinding(name: string): Canvas {
  const { c, cam } = worksite(name, { horizon: 0.5, focal: 900, eye: 1.7 });
  hedge(c, cam, [-14, 14], [14, 14], { height: 2.2, depth: 1, tidy: true, leaves: foliage.laurel });
  figuresByDepth((add) => {
    add(6.2, () => {
      const [sx, sy] = cam.project(0.6, 0, 6.2);
      const r = cam.size(0.42, 6.2);
      // Chip mulch pile and spray.
      const chips: string[] = [];
      for (let i = 0; i < 260; i++) {
        const a = between(c.random, 0, Math.PI * 2);
        const d = Math.sqrt(c.random()) * r * 2.6;
        chips.push(
          circle(
            sx + Math.cos(a) * d,
            sy + Math.sin(a) * d * 0.3,
            between(c.random, 1.5, 4),
            vary('#b08a5c', c.random, 0.18),
          ),
        );
      }
      c.add(ellipse(sx, sy, r * 2.7, r * 0.8, '#6e5239'), chips.join(''));
      c.add(
        ellipse(sx, sy - r * 0.15, r, r * 0.32, '#a07c56'),
        ellipse(sx, sy - r * 0.2, r * 0.85, r * 0.25, '#d4b386'),
      );
      c.add(ellipse(sx, sy - r * 0.2, r * 0.5, r * 0.14, 'none', 'stroke="#b9955f" stroke-width="2"'));
      const spray: string[] = [];
      for (let i = 0; i < 90; i++) {
        spray.push(
          circle(
            sx + between(c.random, -r * 0.5, r * 2.5),
            sy - between(c.random, r * 0.3, r * 1.8),
            between(c.random, 1.2, 3.2),
            vary('#c49a66', c.random, 0.2),
          ),
        );
      }
      c.add(spray.join(''));
    });
    add(6.0, () => {
      const [gx, gy] = cam.project(-1.9, 0, 6.0);
      stumpGrinder(c, gx, gy, cam.size(2.3, 6));
    });
    add(5.6, () => {
      const [px, py] = cam.project(-3.3, 0, 5.6);
      person(c, px, py, cam.size(1.78, 5.6), {
        shirt: crew.shirt,
        trousers: crew.trousers,
        helmet: crew.helmet,
        hivis: true,
        pose: 'work',
      });
    });
    add(8, () => shrub(c, cam, 4.2, 8, 1.6, foliage.beech));
    add(4.5, () => cone(c, cam, 3.2, 4.5));
  });
  return c;
}

export { num };
