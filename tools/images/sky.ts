/** Sky, clouds and the far distance (hills, tree lines, neighbouring roofs). */
import type { Camera, Canvas } from './canvas.ts';
import {
  between,
  ellipse,
  linearGradient,
  mix,
  polygon,
  polyline,
  radialGradient,
  rect,
  shade,
  smoothPath,
  type Point,
} from './svg.ts';

export interface SkyOptions {
  /** Screen row where the sky meets the land. */
  horizon: number;
  top?: string;
  bottom?: string;
  /** Sun glow position in screen pixels. */
  sun?: Point;
  clouds?: number;
}

export const skyBlue = { top: '#6fa7d6', bottom: '#dcebf2' };

export function sky(c: Canvas, options: SkyOptions): void {
  const top = options.top ?? skyBlue.top;
  const bottom = options.bottom ?? skyBlue.bottom;
  const gradient = c.id('sky');
  c.defs.push(
    linearGradient(gradient, [
      [0, top],
      [0.75, mix(top, bottom, 0.75)],
      [1, bottom],
    ]),
  );
  c.add(rect(0, 0, c.width, options.horizon + 40, `url(#${gradient})`));
  // Far fields below the horizon, so nothing shows through where a scene's nearer ground stops.
  c.add(rect(0, options.horizon, c.width, c.height - options.horizon, '#9fb58c'));
  if (options.sun) {
    const glow = c.id('sun');
    c.defs.push(
      radialGradient(glow, [
        [0, '#fffbe8', 0.9],
        [0.25, '#fff6d6', 0.45],
        [1, '#fff6d6', 0],
      ]),
    );
    const [x, y] = options.sun;
    c.add(ellipse(x, y, c.width * 0.45, c.width * 0.32, `url(#${glow})`));
  }
  const count = options.clouds ?? 4;
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.3 + c.random() * 0.5) / count) * c.width;
    const y = between(c.random, 0.08, 0.55) * options.horizon;
    cloud(c, x, y, between(c.random, 0.6, 1.2) * (c.width / 1600));
  }
}

/** A fair-weather cumulus: a flat grey-blue base and bright, soft-edged puffs above it. */
export function cloud(c: Canvas, x: number, y: number, scale: number): void {
  const puffs: string[] = [];
  const width = 260 * scale;
  puffs.push(ellipse(x, y + 18 * scale, width * 0.62, 26 * scale, '#d9e3ec', 'opacity=".85"'));
  const count = 7;
  for (let i = 0; i < count; i++) {
    const px = x - width / 2 + (width * (i + 0.5)) / count + between(c.random, -12, 12) * scale;
    const bulge = Math.sin((Math.PI * (i + 0.5)) / count);
    const r = (30 + 38 * bulge + between(c.random, -8, 8)) * scale;
    puffs.push(ellipse(px, y - bulge * 26 * scale, r, r * 0.82, '#ffffff', 'opacity=".92"'));
  }
  c.add(`<g filter="url(#soft)">${puffs.join('')}</g>`);
}

/** A rolling hill silhouette across the whole width. */
export function hills(c: Canvas, baseline: number, amplitude: number, colour: string, waves = 3): void {
  const line: Point[] = [];
  const phase = c.random() * Math.PI * 2;
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * c.width;
    const y =
      baseline -
      amplitude * (0.55 + 0.3 * Math.sin((i / 16) * Math.PI * waves + phase) + 0.15 * Math.sin(i * 1.7 + phase));
    line.push([x, y]);
  }
  c.add(`<path d="${smoothPath(line)}L${c.width} ${c.height}L0 ${c.height}Z" fill="${colour}"/>`);
}

/** A distant line of trees: overlapping soft crowns in a hazy green. */
export function treeLine(c: Canvas, baseline: number, height: number, colour: string, from = 0, to = c.width): void {
  const shapes: string[] = [];
  let x = from - 20;
  while (x < to + 20) {
    // Mostly small crowns with the odd taller tree, so the line reads as a far hedgerow, not a row of domes.
    const r = (c.random() < 0.2 ? between(c.random, 0.7, 1) : between(c.random, 0.3, 0.6)) * height;
    const tone = shade(colour, between(c.random, -0.05, 0.07));
    shapes.push(ellipse(x, baseline - r * 0.75, r * between(c.random, 0.6, 0.95), r, tone));
    x += r * between(c.random, 0.5, 1.0);
  }
  shapes.push(rect(from - 40, baseline - height * 0.3, to - from + 80, height * 0.3 + 2, colour));
  c.add(`<g filter="url(#leafy-fine)">${shapes.join('')}</g>`);
}

/** Neighbouring houses seen over the back fence: pitched roofs, chimneys, a few windows. */
export function rooftops(c: Canvas, baseline: number, unit: number, tint = '#b9a48f'): void {
  let x = between(c.random, -unit, 0);
  const parts: string[] = [];
  while (x < c.width) {
    const w = unit * between(c.random, 1.6, 2.6);
    const wall = unit * between(c.random, 0.7, 1);
    const roof = unit * between(c.random, 0.5, 0.8);
    const brick = mix(tint, pickWall(c), 0.5);
    parts.push(
      polygon(
        [
          [x, baseline],
          [x + w, baseline],
          [x + w, baseline - wall],
          [x, baseline - wall],
        ],
        brick,
      ),
    );
    const roofColour = shade('#5d5551', between(c.random, -0.1, 0.12));
    if (c.random() < 0.6) {
      parts.push(
        polygon(
          [
            [x - 6, baseline - wall],
            [x + w + 6, baseline - wall],
            [x + w * 0.5, baseline - wall - roof],
          ],
          roofColour,
        ),
      );
    } else {
      parts.push(
        polygon(
          [
            [x - 6, baseline - wall],
            [x + w + 6, baseline - wall],
            [x + w - roof * 0.8, baseline - wall - roof],
            [x + roof * 0.8, baseline - wall - roof],
          ],
          roofColour,
        ),
      );
    }
    if (c.random() < 0.7)
      parts.push(rect(x + w * 0.7, baseline - wall - roof * 0.95, unit * 0.16, roof * 0.6, shade(brick, -0.15)));
    for (let i = 0; i < 2; i++) {
      const wx = x + w * (0.2 + i * 0.42);
      parts.push(
        rect(wx, baseline - wall * 0.78, w * 0.2, wall * 0.34, '#e8edf0'),
        rect(wx + 2, baseline - wall * 0.78 + 2, w * 0.2 - 4, wall * 0.34 - 4, '#8aa3b5'),
      );
    }
    x += w + unit * between(c.random, 0.1, 0.9);
  }
  c.add(`<g opacity=".9">${parts.join('')}</g>`);
}

function pickWall(c: Canvas): string {
  const walls = ['#b07a5a', '#c9b79c', '#e4ddd0', '#a86f52'];
  return walls[Math.floor(c.random() * walls.length)]!;
}

/** Aerial perspective: a translucent haze band that softens everything near the horizon. */
export function haze(c: Canvas, top: number, bottom: number, colour = '#dfeaf0', opacity = 0.35): void {
  const id = c.id('haze');
  c.defs.push(
    linearGradient(id, [
      [0, colour, 0],
      [0.6, colour, opacity],
      [1, colour, 0],
    ]),
  );
  c.add(rect(0, top, c.width, bottom - top, `url(#${id})`));
}

/** A smooth hill line across the picture: its points from left to right. */
function hillLine(c: Canvas, baseline: number, amplitude: number, waves: number, phase: number): Point[] {
  const width = c.width;
  const line: Point[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    line.push([
      t * width,
      baseline - amplitude * (0.55 + 0.35 * Math.sin(t * Math.PI * waves + phase) + 0.1 * Math.sin(t * 9 + phase)),
    ]);
  }
  return line;
}

const pathOf = (line: readonly Point[], width: number, bottom: number) =>
  `M${line.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')} L${width} ${bottom} L0 ${bottom} Z`;

/**
 * Rolling downs: a far chalk down, a nearer slope of fields (grass, stubble, plough)
 * divided by hedge lines, and a village round its church tower on that slope.
 */
export function downs(c: Canvas, horizon: number): void {
  const width = c.width;
  const far = hillLine(c, horizon - 60, 190, 1.3, 0.6);
  c.add(`<path d="${pathOf(far, width, horizon + 20)}" fill="#b9c9ad"/>`);
  const near = hillLine(c, horizon + 10, 170, 0.9, 2.2);
  const clip = c.id('slope');
  c.defs.push(`<clipPath id="${clip}"><path d="${pathOf(near, width, horizon + 40)}"/></clipPath>`);
  const fields = ['#a3bd7f', '#d8cb8a', '#86a867', '#b89a70', '#9cb978', '#c7cf8e'];
  const parts: string[] = [`<path d="${pathOf(near, width, horizon + 40)}" fill="#9fb889"/>`];
  let x = -60;
  let i = 0;
  while (x < width + 60) {
    const w = between(c.random, 150, 280);
    const lean = between(c.random, -60, 60);
    parts.push(
      polygon(
        [
          [x + lean, horizon - 200],
          [x + w + lean, horizon - 200],
          [x + w, horizon + 40],
          [x, horizon + 40],
        ],
        fields[i++ % fields.length]!,
      ),
    );
    parts.push(
      polyline(
        [
          [x + lean, horizon - 200],
          [x, horizon + 40],
        ],
        '#56744a',
        5,
        'opacity=".8" filter="url(#leafy-fine)"',
      ),
    );
    x += w;
  }
  // Cross hedges, following the slope.
  for (const drop of [34, 80])
    parts.push(
      `<path d="M${near.map(([px, py]) => `${px.toFixed(1)} ${(py + drop).toFixed(1)}`).join(' L')}" fill="none" stroke="#5f7d4f" stroke-width="5" opacity=".7" filter="url(#leafy-fine)"/>`,
    );
  c.add(`<g clip-path="url(#${clip})">${parts.join('')}</g>`);
  // The village on the slope at the left: cottages, a barn and the church tower.
  const village: string[] = [];
  const base = near[6]![1] + 30;
  const cottages = [
    [width * 0.155, 52, 30, '#ebe3cd', '#7a5b48'],
    [width * 0.195, 40, 26, '#dbd1b8', '#5d4e46'],
    [width * 0.255, 60, 32, '#efe6d0', '#8a6b54'],
    [width * 0.32, 44, 26, '#d6c8aa', '#66554b'],
    [width * 0.355, 66, 34, '#c9b591', '#5b4a40'],
  ] as const;
  for (const [cx, w, h, wall, roof] of cottages) {
    village.push(rect(cx, base - h, w, h, wall));
    village.push(
      polygon(
        [
          [cx - 4, base - h],
          [cx + w + 4, base - h],
          [cx + w / 2, base - h - h * 0.75],
        ],
        roof,
      ),
    );
    village.push(
      rect(cx + w * 0.18, base - h * 0.7, w * 0.18, h * 0.3, '#6c8597'),
      rect(cx + w * 0.6, base - h * 0.7, w * 0.18, h * 0.3, '#6c8597'),
    );
  }
  const towerX = width * 0.295;
  village.push(rect(towerX, base - 112, 32, 112, '#cbbf9f'), rect(towerX - 3, base - 118, 38, 8, '#b8ab8b'));
  for (let k = 0; k < 4; k++) village.push(rect(towerX - 3 + k * 10.5, base - 127, 6, 9, '#b8ab8b'));
  village.push(rect(towerX + 11, base - 92, 9, 17, '#5b5348'));
  c.add(`<g opacity=".95">${village.join('')}</g>`);
  treeLine(c, base + 4, 26, '#6f8b62', width * 0.1, width * 0.44);
}

/** What a garden scene shows beyond its far fence, by the brand's setting (look.setting). */
export type Backdrop = 'rooftops' | 'terraces' | 'fields';

/** A town beyond the garden: two rows of terraced backs close behind, chimneys and all, and the odd street tree. */
export function beyondInTown(c: Canvas, cam: Camera): void {
  rooftops(c, cam.project(0, 0, 46)[1], cam.size(5.2, 46), '#a98f7c');
  rooftops(c, cam.project(0, 0, 30)[1], cam.size(5.6, 30), '#b8977f');
}
