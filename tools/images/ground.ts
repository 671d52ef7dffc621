/** Things lying on the ground plane: lawns, paving, soil, gravel and contact shadows. */
import { groundPoints, type Camera, type Canvas } from './canvas.ts';
import {
  between,
  circle,
  linearGradient,
  mix,
  num,
  pick,
  polygon,
  polyline,
  shade,
  vary,
  type Point,
  type Rng,
} from './svg.ts';

export type Area = { x0: number; x1: number; z0: number; z1: number };

function areaPoints(cam: Camera, a: Area): Point[] {
  return groundPoints(cam, [
    [a.x0, a.z0],
    [a.x1, a.z0],
    [a.x1, a.z1],
    [a.x0, a.z1],
  ]);
}

/** Fades the far end of a ground area towards the haze colour, as real distance does. */
function distanceFade(c: Canvas, cam: Camera, shape: string, a: Area, colour: string, strength = 0.35): void {
  const id = c.id('fade');
  const yFar = cam.project(0, 0, a.z1)[1];
  const yNear = Math.min(c.height, cam.project(0, 0, a.z0)[1]);
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(yFar)}" x2="0" y2="${num(yNear)}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset=".5" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
  );
  c.add(shape.replace(/fill="[^"]*"/, `fill="url(#${id})"`));
}

/** Fine texture over a shape: draws the same outline again through the grain filter. */
export function grain(c: Canvas, shape: string, opacity = 0.18): void {
  c.add(`<g filter="url(#grain)" opacity="${opacity}">${shape.replace(/fill="[^"]*"/, 'fill="#000"')}</g>`);
}

export interface LawnOptions {
  colour?: string;
  /** Width of mowing stripes in metres (0: none, e.g. artificial grass or a shaggy lawn). */
  stripes?: number;
  /** Patchiness 0..1: brown worn patches and moss for a neglected lawn. */
  patchy?: number;
  /** Near-edge grass blades for texture. */
  blades?: boolean;
}

export const lawnGreen = '#5f9a3c';

export function lawn(c: Canvas, cam: Camera, a: Area, options: LawnOptions = {}): void {
  const colour = options.colour ?? lawnGreen;
  const shape = polygon(areaPoints(cam, a), colour);
  c.add(shape);
  const stripeWidth = options.stripes ?? 0;
  if (stripeWidth > 0) {
    const bands: string[] = [];
    let index = 0;
    for (let x = a.x0; x < a.x1; x += stripeWidth, index++) {
      if (index % 2 === 0) continue;
      bands.push(
        polygon(
          groundPoints(cam, [
            [x, a.z0],
            [Math.min(a.x1, x + stripeWidth), a.z0],
            [Math.min(a.x1, x + stripeWidth), a.z1],
            [x, a.z1],
          ]),
          shade(colour, 0.12),
        ),
      );
    }
    c.add(`<g opacity=".75">${bands.join('')}</g>`);
  }
  if (options.patchy) patches(c, cam, a, options.patchy);
  grain(c, shape, 0.22);
  distanceFade(c, cam, shape, a, '#d8e6c8', 0.4);
  if (options.blades ?? true) nearBlades(c, cam, a, colour);
}

function patches(c: Canvas, cam: Camera, a: Area, amount: number): void {
  const parts: string[] = [];
  const count = Math.round(amount * 26);
  for (let i = 0; i < count; i++) {
    const x = between(c.random, a.x0 + 0.5, a.x1 - 0.5);
    const z = between(c.random, a.z0 + 0.5, a.z1 - 0.5);
    const r = between(c.random, 0.3, 1.1);
    const outline: [number, number][] = [];
    for (let k = 0; k < 10; k++) {
      const angle = (k / 10) * Math.PI * 2;
      const rr = r * between(c.random, 0.6, 1.1);
      outline.push([x + Math.cos(angle) * rr, z + Math.sin(angle) * rr * 0.8]);
    }
    parts.push(polygon(groundPoints(cam, outline), pick(c.random, ['#a69a5b', '#8f8d4f', '#b3a56b', '#7d8a45'])));
  }
  c.add(`<g filter="url(#soft-small)" opacity=".8">${parts.join('')}</g>`);
}

/** Short grass blades along the bottom of the picture, where the lawn is closest to the viewer. */
function nearBlades(c: Canvas, cam: Camera, a: Area, colour: string): void {
  const rowTop = Math.max(cam.project(0, 0, a.z0 + 1.2)[1], cam.horizon + 10);
  const rowBottom = Math.min(c.height, cam.project(0, 0, a.z0)[1]);
  if (rowBottom - rowTop < 20) return;
  const left = cam.project(a.x0, 0, a.z0 + 0.6)[0];
  const right = cam.project(a.x1, 0, a.z0 + 0.6)[0];
  const strokes: string[] = [];
  const count = Math.round(((Math.min(right, c.width) - Math.max(left, 0)) / c.width) * 260);
  for (let i = 0; i < count; i++) {
    const x = between(c.random, Math.max(left, 0), Math.min(right, c.width));
    const y = between(c.random, rowTop, rowBottom + 10);
    const h = (6 + 18 * ((y - rowTop) / (rowBottom - rowTop))) * between(c.random, 0.6, 1.2);
    const lean = between(c.random, -0.4, 0.4) * h;
    strokes.push(
      polyline(
        [
          [x, y],
          [x + lean * 0.5, y - h * 0.6],
          [x + lean, y - h],
        ],
        vary(colour, c.random, 0.25),
        between(c.random, 1.2, 2.4),
      ),
    );
  }
  c.add(`<g opacity=".8">${strokes.join('')}</g>`);
}

export interface Slab {
  x: number;
  z: number;
  w: number;
  d: number;
}

/**
 * Indian sandstone laid in a random pattern: rows of 600 mm with 900/600/300 mm lengths
 * (the common "project pack" sizes), buff and brown tones varying slab to slab.
 */
export function sandstoneSlabs(random: Rng, a: Area): Slab[] {
  const slabs: Slab[] = [];
  let z = a.z0;
  while (z < a.z1) {
    const depth = random() < 0.25 ? 0.29 : 0.59;
    let x = a.x0 - random() * 0.6;
    while (x < a.x1) {
      const w = pick(random, [0.29, 0.59, 0.59, 0.89, 0.89]);
      slabs.push({ x, z, w, d: depth });
      x += w + 0.01;
    }
    z += depth + 0.01;
  }
  return slabs;
}

/** Large-format porcelain (900 × 600 mm) in stretcher bond with tight joints. */
export function porcelainSlabs(a: Area): Slab[] {
  const slabs: Slab[] = [];
  let row = 0;
  for (let z = a.z0; z < a.z1; z += 0.605, row++) {
    for (let x = a.x0 - (row % 2) * 0.45; x < a.x1; x += 0.905) slabs.push({ x, z, w: 0.9, d: 0.6 });
  }
  return slabs;
}

export interface PavingOptions {
  slabs: Slab[];
  colours: readonly string[];
  joint: string;
  /** How much each slab's colour wanders (natural stone more than porcelain). */
  variation?: number;
  /** Sheen across the surface (porcelain). */
  sheen?: boolean;
  /** Dark algae and moss in the joints and over the surface (before jet washing); 0..1. */
  grime?: number;
  clip?: Area;
}

export function paving(c: Canvas, cam: Camera, a: Area, options: PavingOptions): string {
  const outline = polygon(areaPoints(cam, a), options.joint);
  const clip = c.id('clip');
  c.defs.push(`<clipPath id="${clip}">${outline}</clipPath>`);
  const parts: string[] = [outline];
  const zFar = cam.depthAtRow(cam.horizon + 4);
  for (const slab of options.slabs) {
    if (slab.z > zFar) continue;
    const corners = groundPoints(cam, [
      [slab.x, slab.z],
      [slab.x + slab.w, slab.z],
      [slab.x + slab.w, slab.z + slab.d],
      [slab.x, slab.z + slab.d],
    ]);
    let colour = vary(pick(c.random, options.colours), c.random, options.variation ?? 0.06);
    if (options.grime)
      colour = mix(
        colour,
        pick(c.random, ['#4f5a3a', '#5d6440', '#3f4a34']),
        options.grime * between(c.random, 0.35, 0.7),
      );
    parts.push(polygon(corners, colour));
  }
  const body = `<g clip-path="url(#${clip})">${parts.join('')}</g>`;
  c.add(body);
  grain(c, outline, options.sheen ? 0.08 : 0.3);
  if (options.sheen) {
    const id = c.id('sheen');
    c.defs.push(
      linearGradient(
        id,
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', 0.22],
          [1, '#ffffff', 0],
        ],
        1,
        0.3,
      ),
    );
    c.add(outline.replace(/fill="[^"]*"/, `fill="url(#${id})"`));
  }
  distanceFade(c, cam, outline, a, '#e6ecef', 0.3);
  return outline;
}

/** Block paving in 90° herringbone (200 × 100 mm blocks) with a soldier-course border. */
export function blockPaving(c: Canvas, cam: Camera, a: Area, colours: readonly string[], joint = '#cbbd9f'): void {
  const outline = polygon(areaPoints(cam, a), joint);
  const clip = c.id('clip');
  c.defs.push(`<clipPath id="${clip}">${outline}</clipPath>`);
  const unit = 0.1;
  const gap = 0.006;
  const parts: string[] = [outline];
  const zMax = Math.min(a.z1, cam.depthAtRow(cam.horizon + 6));
  const kMin = Math.floor(a.x0 / unit) - 2;
  const kMax = Math.ceil(a.x1 / unit) + 2;
  const block = (x: number, z: number, w: number, d: number) => {
    if (x > a.x1 || x + w < a.x0 || z > zMax || z + d < a.z0) return;
    parts.push(
      polygon(
        groundPoints(cam, [
          [x + gap, z + gap],
          [x + w - gap, z + gap],
          [x + w - gap, z + d - gap],
          [x + gap, z + d - gap],
        ]),
        vary(pick(c.random, colours), c.random, 0.07),
      ),
    );
  };
  for (let k = kMin; k <= kMax; k++) {
    const mMin = Math.floor((a.z0 / unit - k) / 4) - 1;
    const mMax = Math.ceil((zMax / unit - k) / 4) + 1;
    for (let m = mMin; m <= mMax; m++) {
      const base = k + 4 * m;
      block(k * unit, base * unit, 2 * unit, unit);
      block(k * unit, (base + 1) * unit, unit, 2 * unit);
    }
  }
  // Soldier course: a darker row of blocks laid end-on along both long edges.
  for (const x of [a.x0, a.x1 - 0.2]) {
    for (let z = a.z0; z < zMax; z += unit) {
      parts.push(
        polygon(
          groundPoints(cam, [
            [x, z + gap],
            [x + 0.2, z + gap],
            [x + 0.2, z + unit - gap],
            [x, z + unit - gap],
          ]),
          vary('#3f3b3a', c.random, 0.08),
        ),
      );
    }
  }
  c.add(`<g clip-path="url(#${clip})">${parts.join('')}</g>`);
  grain(c, outline, 0.25);
  distanceFade(c, cam, outline, a, '#e6ecef', 0.3);
}

/** Bare soil or bark mulch in a bed outline given in world (x, z) points. */
export function soil(c: Canvas, cam: Camera, outline: readonly [number, number][], colour = '#5a4331'): string {
  const shape = polygon(groundPoints(cam, outline), colour);
  c.add(shape);
  grain(c, shape, 0.45);
  return shape;
}

export function gravel(c: Canvas, cam: Camera, a: Area, colour = '#b9b0a0'): void {
  const shape = polygon(areaPoints(cam, a), colour);
  c.add(shape);
  const stones: string[] = [];
  for (let i = 0; i < 900; i++) {
    const x = between(c.random, a.x0, a.x1);
    const z = between(c.random, a.z0, Math.min(a.z1, a.z0 + 6));
    const [sx, sy] = cam.project(x, 0, z);
    stones.push(circle(sx, sy, Math.max(0.6, cam.size(0.012, z)), vary(colour, c.random, 0.22)));
  }
  c.add(stones.join(''));
  grain(c, shape, 0.4);
}

/** A soft contact shadow on the ground, e.g. under a fence, a table or a tree. */
export function groundShadow(c: Canvas, cam: Camera, outline: readonly [number, number][], opacity = 0.3): void {
  c.add(`<g filter="url(#soft-small)" opacity="${opacity}">${polygon(groundPoints(cam, outline), '#1d2a14')}</g>`);
}

/** Elliptical shadow of a tree crown or shrub, offset away from the sun (sun behind-left). */
export function roundShadow(c: Canvas, cam: Camera, x: number, z: number, radius: number, opacity = 0.28): void {
  const outline: [number, number][] = [];
  for (let k = 0; k < 20; k++) {
    const angle = (k / 20) * Math.PI * 2;
    outline.push([x + 0.25 * radius + Math.cos(angle) * radius, z - 0.2 * radius + Math.sin(angle) * radius * 0.9]);
  }
  c.add(`<g filter="url(#soft)" opacity="${opacity}">${polygon(groundPoints(cam, outline), '#1d2a14')}</g>`);
}
