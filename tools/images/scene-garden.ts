/**
 * The back-garden view most scenes start from: standing on the patio looking down a fenced
 * garden, with neighbours' roofs and trees beyond the back fence.
 */
import { camera, createCanvas, type Camera, type Canvas } from './canvas.ts';
import { fence, type FenceOptions } from './fences.ts';
import { figuresByDepth } from './layout.ts';
import { gravel, lawn, paving, porcelainSlabs, sandstoneSlabs, soil, type Area, type LawnOptions } from './ground.ts';
import { climber, conifer, flowerClump, foliage, grass, shrub, spikes, tree } from './plants.ts';
import { beyondInTown, downs, hills, rooftops, sky, treeLine, type Backdrop } from './sky.ts';
import { mix } from './svg.ts';

export const sandstone = ['#d6bf98', '#c9a983', '#bf9c78', '#dccbb0', '#b38f72', '#cfb48f', '#a98a70'];
export const porcelain = ['#c4c6c6', '#bcbfc0', '#c9cacb'];

export interface GardenOptions {
  fence: FenceOptions;
  lawn?: LawnOptions;
  /** Paving nearest the viewer, and how far it reaches (metres). */
  patio?: { kind: 'sandstone' | 'porcelain'; to: number; grime?: number };
  /** Planting along both side fences. */
  beds?: 'planted' | 'overgrown' | 'none';
  skyTop?: string;
  /** What stands beyond the back fence (a brand's setting): the neighbours' roofs (default), a town's terraces or fields. */
  backdrop?: Backdrop;
  /** Extra items placed at depth, drawn back to front with the planting. */
  extras?: (add: (z: number, draw: () => void) => void, cam: Camera, c: Canvas) => void;
  /** Half-width of the garden in metres. */
  halfWidth?: number;
  depth?: number;
  width?: number;
  height?: number;
  focal?: number;
  eye?: number;
}

export function backGarden(name: string, options: GardenOptions): Canvas {
  const width = options.width ?? 1600;
  const height = options.height ?? 1000;
  const c = createCanvas(name, width, height);
  const horizon = height * 0.4;
  const cam = camera({ width, horizon, focal: options.focal ?? width * 0.5, eye: options.eye ?? 1.6 });
  const half = options.halfWidth ?? 4.5;
  const depth = options.depth ?? 16;
  const near = cam.depthAtRow(height) * 0.92;

  sky(c, { horizon, top: options.skyTop, sun: [width * 0.2, horizon * 0.25], clouds: 4 });
  hills(c, horizon + 6, 60, '#a9bfa6');
  treeLine(c, horizon + 8, 55, '#7f9a76');
  if (options.backdrop === 'terraces') beyondInTown(c, cam);
  else if (options.backdrop === 'fields') downs(c, horizon + 40);
  else rooftops(c, cam.project(0, 0, depth + 14)[1], cam.size(3.4, depth + 14));
  tree(c, cam, -half * 1.3, depth + 12, { height: 10, spread: 8, leaves: foliage.beech, shadow: false });
  tree(c, cam, -half * 0.25, depth + 16, { height: 9, spread: 5, leaves: foliage.birch, shadow: false, birch: true });
  tree(c, cam, half * 0.6, depth + 6, { height: 11, spread: 8, leaves: foliage.oak, shadow: false });
  conifer(c, cam, -half * 0.75, depth + 4, 7, 2.2);

  // Ground: lawn everywhere, then beds and paving on top.
  const lawnArea: Area = { x0: -half, x1: half, z0: near, z1: depth };
  lawn(c, cam, lawnArea, options.lawn ?? { stripes: 0.9 });
  const beds = options.beds ?? 'planted';
  if (beds !== 'none') {
    const bedDepth = beds === 'overgrown' ? 1.4 : 1.1;
    soil(c, cam, [
      [-half, 4],
      [-half + bedDepth, 5],
      [-half + bedDepth * 0.8, 10],
      [-half + bedDepth, depth - 0.1],
      [-half, depth - 0.1],
    ]);
    soil(c, cam, [
      [half, 4],
      [half - bedDepth, 5],
      [half - bedDepth * 1.2, 10],
      [half - bedDepth, depth - 0.1],
      [half, depth - 0.1],
    ]);
    soil(c, cam, [
      [-half, depth - 1.2],
      [half, depth - 1.2],
      [half, depth - 0.05],
      [-half, depth - 0.05],
    ]);
  }
  if (options.patio) {
    const area: Area = { x0: -half, x1: half, z0: near, z1: options.patio.to };
    const slabs = options.patio.kind === 'sandstone' ? sandstoneSlabs(c.random, area) : porcelainSlabs(area);
    paving(c, cam, area, {
      slabs,
      colours: options.patio.kind === 'sandstone' ? sandstone : porcelain,
      joint: options.patio.kind === 'sandstone' ? '#8f8273' : '#8d8f90',
      variation: options.patio.kind === 'sandstone' ? 0.06 : 0.02,
      sheen: options.patio.kind === 'porcelain',
      grime: options.patio.grime,
    });
    // Edging course where the patio meets the lawn.
    gravel(c, cam, { x0: -half, x1: half, z0: options.patio.to, z1: options.patio.to + 0.12 }, '#8d8378');
  }

  fence(c, cam, [-half, depth], [half, depth], { ...options.fence, light: 0.4 });
  fence(c, cam, [-half, near * 0.8], [-half, depth], { ...options.fence, light: 0.6 });
  fence(c, cam, [half, near * 0.8], [half, depth], { ...options.fence, light: -0.5 });

  figuresByDepth((add) => {
    if (beds === 'planted') {
      for (const side of [-1, 1]) {
        for (let z = 5.2; z < depth - 0.5; z += 1.5 + c.random()) {
          const x = side * (half - 0.55);
          const pickPlant = c.random();
          if (pickPlant < 0.35)
            add(z, () => shrub(c, cam, x, z, 1.1, foliage.beech, pickPlant < 0.15 ? '#f2f0f5' : undefined));
          else if (pickPlant < 0.55) add(z, () => spikes(c, cam, x + side * -0.2, z, 0.8));
          else if (pickPlant < 0.75) add(z, () => grass(c, cam, x, z, 0.9));
          else add(z, () => flowerClump(c, cam, x, z, 0.8, mix('#d65b8c', '#f5e6ef', c.random() * 0.5)));
        }
      }
      for (let x = -half + 0.8; x < half - 0.5; x += 1.6 + c.random()) {
        add(depth - 0.6, () => shrub(c, cam, x, depth - 0.6, 1.2, foliage.oak));
      }
      add(depth - 0.3, () => climber(c, cam, [-half + 0.2, depth - 0.05], [-half + 2.6, depth - 0.05], 1.7));
    } else if (beds === 'overgrown') {
      for (const side of [-1, 1]) {
        for (let z = 4.5; z < depth; z += 1.2 + c.random()) {
          const x = side * (half - 0.6);
          add(z, () => shrub(c, cam, x, z, 1.8 + c.random(), foliage.privet));
        }
      }
      for (let x = -half + 0.5; x < half; x += 1.4)
        add(depth - 0.5, () => shrub(c, cam, x, depth - 0.5, 2.2, foliage.oak));
    }
    options.extras?.(add, cam, c);
  });
  return c;
}
