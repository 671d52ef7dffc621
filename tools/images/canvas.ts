/** The drawing surface of one scene: size, shared SVG filters, layers, a seeded RNG and a perspective camera. */
import { num, rng, seedOf, type Point, type Rng } from './svg.ts';

export interface Canvas {
  width: number;
  height: number;
  random: Rng;
  defs: string[];
  body: string[];
  /** A document-unique id for gradients and clip paths. */
  id(prefix: string): string;
  /** Restart the random sequence, so paired scenes (before/after) share everything drawn afterwards. */
  reseed(name: string): void;
  add(...svg: string[]): void;
  /** The people, animals and vehicles drawn, where they are: no hero frame may cut one (src/lib/hero-frames.ts). */
  subjects: Subject[];
}

/** A figure or vehicle and the screen box it takes (px). */
export interface Subject {
  what: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function createCanvas(name: string, width: number, height: number): Canvas {
  let counter = 0;
  const canvas: Canvas = {
    width,
    height,
    random: rng(seedOf(name)),
    defs: [sharedFilters()],
    body: [],
    id: (prefix) => `${prefix}${++counter}`,
    reseed: (seedName) => {
      canvas.random = rng(seedOf(seedName));
    },
    add: (...svg) => canvas.body.push(...svg),
    subjects: [],
  };
  return canvas;
}

/**
 * A lens-like finish over the whole scene: warm light from the sun's side and a soft darkening
 * towards the corners, which makes flat illustration read more like a photograph.
 */
export function finish(canvas: Canvas, sunSide: 'left' | 'right' = 'left'): void {
  const light = canvas.id('light');
  const vignette = canvas.id('vignette');
  const [x1, x2] = sunSide === 'left' ? [0, 1] : [1, 0];
  canvas.defs.push(
    `<linearGradient id="${light}" x1="${x1}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="#fff4d8" stop-opacity=".16"/><stop offset=".6" stop-color="#fff4d8" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="${vignette}" cx=".5" cy=".5" r=".75"><stop offset=".65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>`,
  );
  const size = `width="${canvas.width}" height="${canvas.height}"`;
  canvas.add(`<rect ${size} fill="url(#${light})"/><rect ${size} fill="url(#${vignette})"/>`);
}

export function renderSvg(canvas: Canvas): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><defs>${canvas.defs.join('')}</defs>${canvas.body.join('')}</svg>`;
}

/**
 * Filters every scene may use:
 * - leafy / leafy-fine: roughen the edges of foliage so crowns and hedges read as leaves, not circles;
 * - soft: a blur for clouds, shadows and distant haze;
 * - grain: a faint fractal-noise texture for lawns, paving and render.
 */
function sharedFilters(): string {
  return [
    '<filter id="leafy" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="7"/><feDisplacementMap in="SourceGraphic" scale="16" xChannelSelector="R" yChannelSelector="G"/></filter>',
    '<filter id="leafy-fine" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.22" numOctaves="1" seed="11"/><feDisplacementMap in="SourceGraphic" scale="6" xChannelSelector="R" yChannelSelector="G"/></filter>',
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>',
    '<filter id="soft-small" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.5"/></filter>',
    '<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.4 0.9"/><feComposite in2="SourceGraphic" operator="in"/></filter>',
  ].join('');
}

/**
 * A pinhole camera standing in the garden: world x to the right, y up, z away from the viewer (metres).
 * Projecting real-world sizes keeps fences, slabs and trees in believable proportion.
 */
export interface Camera {
  focal: number;
  horizon: number;
  eye: number;
  centre: number;
  project(x: number, y: number, z: number): Point;
  /** Screen size of `metres` at depth z. */
  size(metres: number, z: number): number;
  /** Depth at which the ground meets screen row y (inverse of project for y = 0). */
  depthAtRow(row: number): number;
}

export function camera(options: {
  width: number;
  horizon: number;
  focal: number;
  eye?: number;
  centre?: number;
}): Camera {
  const eye = options.eye ?? 1.6;
  const centre = options.centre ?? options.width / 2;
  const { focal, horizon } = options;
  return {
    focal,
    horizon,
    eye,
    centre,
    project: (x, y, z) => [centre + (focal * x) / z, horizon + (focal * (eye - y)) / z],
    size: (metres, z) => (focal * metres) / z,
    depthAtRow: (row) => (focal * eye) / Math.max(1e-3, row - horizon),
  };
}

/** A ground-plane polygon (y = 0) through world (x, z) corners. */
export function groundPoints(cam: Camera, corners: readonly [number, number][], y = 0): Point[] {
  return corners.map(([x, z]) => cam.project(x, y, z));
}

/** A vertical wall quad from (x0, z0) to (x1, z1) between heights y0 and y1. */
export function wallPoints(
  cam: Camera,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y0: number,
  y1: number,
): Point[] {
  return [cam.project(x0, y0, z0), cam.project(x1, y0, z1), cam.project(x1, y1, z1), cam.project(x0, y1, z0)];
}

export { num };
