/**
 * Boundary views: a fence or hedge running diagonally away from the viewer across the garden,
 * the way a fencing contractor photographs a finished run.
 */
import { camera, createCanvas, type Camera, type Canvas } from './canvas.ts';
import { fence, type FenceOptions } from './fences.ts';
import { lawn, paving, porcelainSlabs, soil, gravel, type LawnOptions } from './ground.ts';
import { figuresByDepth } from './layout.ts';
import { climber, conifer, flowerClump, foliage, grass, hedge, shrub, spikes, tree } from './plants.ts';
import { beyondInTown, downs, hills, rooftops, sky, treeLine, type Backdrop } from './sky.ts';
import { between, pick } from './svg.ts';
import { house } from './buildings.ts';
import { porcelain } from './scene-garden.ts';

export interface BoundaryOptions {
  fence?: FenceOptions;
  hedge?: { tidy: boolean };
  foreground?: 'lawn' | 'porcelain' | 'front-garden';
  lawn?: LawnOptions;
  climber?: boolean;
  /** What stands beyond the garden (a brand's setting): the neighbours' roofs (default), a town's terraces or fields. */
  backdrop?: Backdrop;
  extras?: (add: (z: number, draw: () => void) => void, cam: Camera, c: Canvas) => void;
}

/** The run goes from near left (a) to far right (b). */
export const runStart: [number, number] = [-3.2, 3.0];
export const runEnd: [number, number] = [9.5, 15];

function along(t: number, offset = 0): [number, number] {
  const dx = runEnd[0] - runStart[0];
  const dz = runEnd[1] - runStart[1];
  const length = Math.hypot(dx, dz);
  // Offset is measured towards the viewer (perpendicular to the run).
  return [runStart[0] + dx * t + (dz / length) * offset, runStart[1] + dz * t - (dx / length) * offset];
}

export function boundary(name: string, options: BoundaryOptions): Canvas {
  const width = 1600;
  const height = 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.42;
  const cam = camera({ width, horizon, focal: 820, eye: 1.55 });
  const near = cam.depthAtRow(height) * 0.9;

  sky(c, { horizon, sun: [width * 0.78, horizon * 0.2], clouds: 3 });
  hills(c, horizon + 4, 50, '#aec3aa');
  treeLine(c, horizon + 10, 60, '#86a07b');
  if (options.foreground === 'front-garden') {
    house(c, cam, -1, 7.5, 22, { kind: 'front', brick: '#b9876a' });
  } else if (options.backdrop === 'terraces') {
    beyondInTown(c, cam);
  } else if (options.backdrop === 'fields') {
    downs(c, horizon + 40);
    tree(c, cam, 6, 26, { height: 12, spread: 9, leaves: foliage.oak, shadow: false });
  } else {
    rooftops(c, cam.project(0, 0, 40)[1], cam.size(3.4, 40));
    tree(c, cam, 6, 26, { height: 12, spread: 9, leaves: foliage.beech, shadow: false });
    conifer(c, cam, 12, 24, 8, 2.6);
    tree(c, cam, -2, 30, { height: 10, spread: 8, leaves: foliage.oak, shadow: false });
  }
  // Ground behind the run (neighbour's side), then the near side.
  lawn(c, cam, { x0: -30, x1: 40, z0: 6, z1: 60 }, { colour: '#6b9c48', blades: false });
  const fg = options.foreground ?? 'lawn';
  lawn(c, cam, { x0: -12, x1: 14, z0: near, z1: 18 }, options.lawn ?? { stripes: fg === 'front-garden' ? 0 : 1.0 });
  if (fg === 'porcelain') {
    paving(
      c,
      cam,
      { x0: -12, x1: 14, z0: near, z1: 5.2 },
      {
        slabs: porcelainSlabs({ x0: -12, x1: 14, z0: near, z1: 5.2 }),
        colours: porcelain,
        joint: '#8d8f90',
        variation: 0.02,
        sheen: true,
      },
    );
  }
  if (fg === 'front-garden') {
    gravel(c, cam, { x0: 1.2, x1: 2.4, z0: near, z1: 21.5 }, '#c9bfae');
  }
  // A planted strip along the foot of the run.
  const strip: [number, number][] = [runStart, runEnd, along(1, 0.9), along(0.5, 0.7), along(0, 0.8)];
  if (options.hedge) {
    soil(c, cam, strip, '#5b4634');
  } else {
    soil(c, cam, strip, '#4f3b2c');
  }

  if (options.hedge) {
    c.reseed(`${name}-hedge`);
    hedge(c, cam, [runStart[0] - 0.2, runStart[1] + 0.2], [runEnd[0] + 2, runEnd[1] + 2], {
      height: 2.0,
      depth: 0.9,
      tidy: options.hedge.tidy,
      leaves: foliage.privet,
    });
    c.reseed(`boundary-after-hedge`);
  } else if (options.fence) {
    // The run meets a cross fence at the far end, as a boundary does at the bottom of a garden.
    fence(c, cam, runEnd, [runEnd[0] + 16, runEnd[1]], { ...options.fence, light: 0.2 });
    fence(c, cam, [runStart[0] - 0.6, runStart[1] - 0.45], runEnd, { ...options.fence, light: 0.5 });
    if (options.climber) climber(c, cam, along(0.35, 0.05), along(0.55, 0.05), 1.7);
  }

  figuresByDepth((add) => {
    if (!options.hedge) {
      for (let t = 0.06; t < 0.97; t += 0.06 + c.random() * 0.04) {
        const [x, z] = along(t, between(c.random, 0.3, 0.55));
        const kind = c.random();
        if (kind < 0.3) add(z, () => shrub(c, cam, x, z, between(c.random, 0.8, 1.2), foliage.beech));
        else if (kind < 0.5) add(z, () => spikes(c, cam, x, z, 0.8));
        else if (kind < 0.7) add(z, () => grass(c, cam, x, z, 0.9));
        else add(z, () => flowerClump(c, cam, x, z, 0.7, pick(c.random, ['#d9739c', '#f3f0f4', '#b05a9a', '#e8a23c'])));
      }
    }
    options.extras?.(add, cam, c);
  });
  return c;
}

export { along };
