/** Garden fences built board by board in world space, so every style sits in true perspective. */
import { wallPoints, type Camera, type Canvas } from './canvas.ts';
import { between, mix, polygon, shade, vary } from './svg.ts';

export type FenceStyle = 'closeboard' | 'panel' | 'picket' | 'composite';

export interface FenceOptions {
  style: FenceStyle;
  /** Height of the infill in metres (posts stand a little proud). */
  height?: number;
  /** Timber stain, paint or composite colour. */
  colour?: string;
  postColour?: string;
  /** -1 (in shade) … 1 (full sun). */
  light?: number;
  /** Lattice trellis on top of panels. */
  trellis?: boolean;
  /** Weathered and broken (garden "before"): grey timber, a missing board here and there, a leaning bay. */
  neglected?: boolean;
}

export const timber = {
  golden: '#a7794c',
  brown: '#7a5535',
  green: '#857e55',
  weathered: '#8c8579',
  picketWhite: '#f1eee6',
  composite: '#6f6b66',
  concrete: '#b7b2a8',
  anthracite: '#3b3e42',
};

type Item = { z: number; svg: string };

/**
 * A fence run from world point a to b (x, z in metres). Returns the pieces sorted far to near,
 * so a run seen end-on overlaps correctly.
 */
export function fence(c: Canvas, cam: Camera, a: [number, number], b: [number, number], options: FenceOptions): void {
  const items: Item[] = [];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const at = (t: number): [number, number] => [
    a[0] + (b[0] - a[0]) * (t / length),
    a[1] + (b[1] - a[1]) * (t / length),
  ];
  const light = options.light ?? 0;
  const tone = (colour: string, amount = 0) => shade(colour, light * 0.12 + amount);
  const quadSvg = (t0: number, t1: number, y0: number, y1: number, fill: string, extra = '') => {
    const [x0, z0] = at(t0);
    const [x1, z1] = at(t1);
    if (Math.min(z0, z1) <= 0.3) return '';
    return polygon(wallPoints(cam, x0, z0, x1, z1, y0, y1), fill, extra);
  };
  const quad = (t0: number, t1: number, y0: number, y1: number, fill: string, extra = '') => {
    const svg = quadSvg(t0, t1, y0, y1, fill, extra);
    if (svg) items.push({ z: (at(t0)[1] + at(t1)[1]) / 2, svg });
  };
  const style = options.style;
  const height = options.height ?? (style === 'picket' ? 1.0 : 1.8);
  const bay = style === 'closeboard' ? 2.4 : style === 'picket' ? 2.0 : 1.83;
  const postWidth = style === 'composite' ? 0.08 : 0.1;
  const neglected = options.neglected ?? false;
  const colour =
    options.colour ??
    (style === 'picket' ? timber.picketWhite : style === 'composite' ? timber.composite : timber.golden);
  const postColour =
    options.postColour ??
    (style === 'closeboard' ? timber.concrete : style === 'composite' ? timber.anthracite : shade(colour, -0.12));

  // Contact shadow along the foot of the fence.
  const [sx0, sz0] = at(0);
  const [sx1, sz1] = at(length);
  items.push({
    z: 1e6,
    svg: `<g filter="url(#soft-small)" opacity=".35">${polygon(
      wallPoints(cam, sx0, sz0, sx1, sz1, -0.001, 0.002).map(([x, y], i) => [x, i < 2 ? y + 8 : y - 2]),
      '#1b2612',
    )}</g>`,
  });

  for (let start = 0; start < length - 0.05; start += bay) {
    const end = Math.min(length, start + bay);
    const leanBay = neglected && c.random() < 0.18;
    const from = start + postWidth / 2;
    const to = end - postWidth / 2;
    if (style === 'closeboard') {
      quad(from, to, 0, 0.15, tone(timber.concrete, -0.05));
      quad(from, to, 0.145, 0.16, tone(timber.concrete, -0.25));
      // Featheredge boards: 100 mm showing, each lapped over the next, so every board casts a thin
      // shadow line on its neighbour and catches light on its thick edge.
      const boardWidth = 0.1;
      for (let t = from; t < to; t += boardWidth) {
        if (neglected && c.random() < 0.04) continue;
        const board = vary(tone(neglected ? timber.weathered : colour), c.random, 0.07);
        const end = Math.min(to, t + boardWidth);
        const svg =
          quadSvg(t, end, 0.15, height, board) +
          quadSvg(t, Math.min(end, t + 0.018), 0.15, height, shade(board, -0.35), 'opacity=".65"') +
          quadSvg(Math.max(t, end - 0.012), end, 0.15, height, shade(board, 0.16), 'opacity=".55"');
        if (svg) items.push({ z: (at(t)[1] + at(end)[1]) / 2, svg });
      }
      quad(from, to, height - 0.01, height + 0.04, tone(colour, -0.2));
      quad(from, to, height * 0.62, height * 0.62 + 0.015, tone(colour, -0.08), 'opacity=".35"');
    } else if (style === 'panel') {
      const slats = Math.round((height - 0.15) / 0.15);
      const slatHeight = (height - 0.15) / slats;
      quad(from, to, 0, 0.15, tone(colour, -0.2));
      for (let i = 0; i < slats; i++) {
        const y0 = 0.15 + i * slatHeight;
        const slat = vary(tone(neglected ? timber.weathered : colour), c.random, 0.05);
        const drop = leanBay ? between(c.random, 0, 0.4) : 0;
        if (neglected && c.random() < 0.05) continue;
        quad(from, to, y0 - drop, y0 + slatHeight - drop, slat);
        quad(from, to, y0 - drop, y0 + slatHeight * 0.16 - drop, shade(slat, -0.3), 'opacity=".75"');
      }
      quad(from, to, height - 0.03, height, tone(colour, -0.15));
      quad(from, from + 0.03, 0.15, height, tone(colour, -0.1));
      quad(to - 0.03, to, 0.15, height, tone(colour, -0.1));
      if (options.trellis) trellisTop(quad, from, to, height, tone(colour, -0.05));
    } else if (style === 'picket') {
      quad(from, to, height * 0.22, height * 0.3, tone(colour, -0.22));
      quad(from, to, height * 0.7, height * 0.78, tone(colour, -0.22));
      const picketWidth = 0.075;
      for (let t = from + 0.03; t < to - picketWidth; t += picketWidth + 0.055) {
        if (neglected && c.random() < 0.08) continue;
        const board = vary(tone(colour), c.random, 0.025);
        const [x0, z0] = at(t);
        const [x1, z1] = at(t + picketWidth);
        const [xm, zm] = at(t + picketWidth / 2);
        const shoulder = height - 0.07;
        const pts = [
          cam.project(x0, 0.05, z0),
          cam.project(x1, 0.05, z1),
          cam.project(x1, shoulder, z1),
          cam.project(xm, height, zm),
          cam.project(x0, shoulder, z0),
        ];
        items.push({ z: (z0 + z1) / 2 - 0.01, svg: polygon(pts, board) });
        items.push({
          z: (z0 + z1) / 2 - 0.02,
          svg: polygon(
            wallPoints(cam, x1 - (x1 - x0) * 0.18, z1 - (z1 - z0) * 0.18, x1, z1, 0.05, shoulder),
            shade(board, -0.12),
          ),
        });
      }
    } else {
      const boards = Math.round(height / 0.15);
      const boardHeight = height / boards;
      for (let i = 0; i < boards; i++) {
        const y0 = i * boardHeight;
        const board = vary(tone(colour), c.random, 0.02);
        quad(from, to, y0, y0 + boardHeight, board);
        quad(from, to, y0, y0 + 0.008, shade(board, -0.45));
        quad(from, to, y0 + boardHeight * 0.45, y0 + boardHeight * 0.47, shade(board, -0.06), 'opacity=".6"');
      }
      quad(from, to, height, height + 0.03, tone(timber.anthracite, 0.05));
    }
    // Posts: a face and a darker cap.
    for (const t of start === 0 ? [start, end] : [end]) {
      const postTop = height + (style === 'picket' ? 0.12 : 0.06);
      const post = style === 'closeboard' ? tone(postColour, -0.02) : tone(postColour);
      quad(t - postWidth / 2, t + postWidth / 2, 0, postTop, post);
      quad(t - postWidth / 2, t - postWidth / 2 + 0.02, 0, postTop, shade(post, -0.2));
      quad(t - postWidth / 2 - 0.01, t + postWidth / 2 + 0.01, postTop - 0.03, postTop, shade(post, -0.12));
    }
  }
  items.sort((p, q) => q.z - p.z);
  c.add(items.map((item) => item.svg).join(''));
  // Timber and composite grain over the whole face, and a little shade towards the foot.
  const face = polygon(wallPoints(cam, sx0, Math.max(sz0, 0.4), sx1, Math.max(sz1, 0.4), 0, height), '#000');
  c.add(`<g filter="url(#grain)" opacity="${style === 'picket' ? 0.1 : 0.28}">${face}</g>`);
}

/** 300 mm square-lattice trellis along the top of a panel. */
function trellisTop(
  quad: (t0: number, t1: number, y0: number, y1: number, fill: string, extra?: string) => void,
  from: number,
  to: number,
  height: number,
  colour: string,
): void {
  const top = height + 0.3;
  quad(from, to, top - 0.025, top, colour);
  for (let y = height + 0.075; y < top - 0.03; y += 0.075) quad(from, to, y, y + 0.012, mix(colour, '#000000', 0.05));
  for (let t = from; t < to; t += 0.075) quad(t, t + 0.012, height, top, colour);
}

/** A post-and-rail paddock fence from a to b: oak posts every 2.4 m and three rails. */
export function postAndRail(c: Canvas, cam: Camera, a: [number, number], b: [number, number]): void {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const at = (t: number): [number, number] => [
    a[0] + ((b[0] - a[0]) * t) / length,
    a[1] + ((b[1] - a[1]) * t) / length,
  ];
  const parts: { z: number; svg: string }[] = [];
  for (const y of [0.45, 0.85, 1.25]) {
    for (let t = 0; t < length - 0.01; t += 2.4) {
      const [x0, z0] = at(t);
      const [x1, z1] = at(Math.min(length, t + 2.4));
      if (Math.min(z0, z1) < 0.5) continue;
      parts.push({
        z: (z0 + z1) / 2,
        svg: polygon(
          [
            cam.project(x0, y, z0),
            cam.project(x1, y, z1),
            cam.project(x1, y + 0.12, z1),
            cam.project(x0, y + 0.12, z0),
          ],
          vary('#9c8a70', c.random, 0.06),
        ),
      });
    }
  }
  for (let t = 0; t <= length + 0.01; t += 2.4) {
    const [x, z] = at(t);
    if (z < 0.5) continue;
    parts.push({
      z: z - 0.01,
      svg: polygon(
        [
          cam.project(x - 0.07, 0, z),
          cam.project(x + 0.07, 0, z),
          cam.project(x + 0.07, 1.45, z),
          cam.project(x - 0.07, 1.45, z),
        ],
        '#7d6c55',
      ),
    });
  }
  parts.sort((p, q) => q.z - p.z);
  c.add(parts.map((part) => part.svg).join(''));
}
