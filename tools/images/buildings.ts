/** House walls seen face-on: brickwork, windows, doors and a tiled roof, placed at a depth in the scene. */
import { type Camera, type Canvas } from './canvas.ts';
import { num, polygon, rect, shade } from './svg.ts';

export interface HouseOptions {
  brick?: string;
  mortar?: string;
  roof?: string;
  door?: string;
  /** Two-storey front with a door; otherwise a garden elevation with bifold doors. */
  kind: 'front' | 'rear';
}

/** Brick bond as a pattern scaled to the wall's depth (215 × 65 mm bricks, 10 mm joints). */
function brickPattern(c: Canvas, cam: Camera, z: number, brick: string, mortar: string): string {
  const id = c.id('brick');
  const w = cam.size(0.225, z);
  const h = cam.size(0.075, z);
  c.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h * 2)}">` +
      rect(0, 0, w, h * 2, mortar) +
      rect(0.5, 0.5, w - 1.5, h - 1.5, brick) +
      rect(-w / 2 + 0.5, h + 0.5, w - 1.5, h - 1.5, shade(brick, -0.06)) +
      rect(w / 2 + 0.5, h + 0.5, w - 1.5, h - 1.5, shade(brick, 0.05)) +
      `</pattern>`,
  );
  return `url(#${id})`;
}

function windowAt(cam: Camera, x: number, y: number, z: number, w: number, h: number, frame = '#f4f4f2'): string {
  const [x0, y0] = cam.project(x, y + h, z);
  const [x1, y1] = cam.project(x + w, y, z);
  const fw = cam.size(0.06, z);
  const pw = x1 - x0;
  const ph = y1 - y0;
  return [
    rect(x0 - fw * 0.6, y1, pw + fw * 1.2, fw * 0.9, '#d7d2c8'),
    rect(x0, y0, pw, ph, frame),
    rect(x0 + fw, y0 + fw, pw / 2 - fw * 1.5, ph - fw * 2, '#6c8597'),
    rect(x0 + pw / 2 + fw / 2, y0 + fw, pw / 2 - fw * 1.5, ph - fw * 2, '#6c8597'),
    polygon(
      [
        [x0 + fw, y0 + fw],
        [x0 + fw + pw * 0.25, y0 + fw],
        [x0 + fw, y0 + fw + ph * 0.5],
      ],
      '#d5e3ec',
      'opacity=".35"',
    ),
  ].join('');
}

/** A house wall from x0 to x1 at depth z, with its roof. */
export function house(c: Canvas, cam: Camera, x0: number, x1: number, z: number, options: HouseOptions): void {
  const brick = options.brick ?? '#a8644a';
  const mortar = options.mortar ?? '#cfc4b4';
  const roof = options.roof ?? '#4d4b4c';
  const eaves = options.kind === 'front' ? 5.2 : 2.7;
  const ridge = eaves + 2.4;
  const parts: string[] = [];
  const wall = [cam.project(x0, 0, z), cam.project(x1, 0, z), cam.project(x1, eaves, z), cam.project(x0, eaves, z)];
  parts.push(polygon(wall, brickPattern(c, cam, z, brick, mortar)));
  // Roof: a pitched slope seen from the front, with tile courses.
  const roofPoints = [
    cam.project(x0 - 0.25, eaves, z - 0.2),
    cam.project(x1 + 0.25, eaves, z - 0.2),
    cam.project(x1 - 1.2, ridge, z + 1.5),
    cam.project(x0 + 1.2, ridge, z + 1.5),
  ];
  parts.push(polygon(roofPoints, roof));
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const left = cam.project(x0 - 0.25 + 1.45 * t, eaves + (ridge - eaves) * t, z - 0.2 + 1.7 * t);
    const right = cam.project(x1 + 0.25 - 1.45 * t, eaves + (ridge - eaves) * t, z - 0.2 + 1.7 * t);
    parts.push(rect(left[0], left[1], right[0] - left[0], 1.6, shade(roof, -0.25), 'opacity=".6"'));
  }
  const fascia = [
    cam.project(x0 - 0.25, eaves - 0.2, z - 0.2),
    cam.project(x1 + 0.25, eaves - 0.2, z - 0.2),
    cam.project(x1 + 0.25, eaves, z - 0.2),
    cam.project(x0 - 0.25, eaves, z - 0.2),
  ];
  parts.push(polygon(fascia, '#efefec'));
  const width = x1 - x0;
  if (options.kind === 'front') {
    parts.push(windowAt(cam, x0 + width * 0.12, 3.1, z, 1.5, 1.3), windowAt(cam, x0 + width * 0.6, 3.1, z, 1.5, 1.3));
    parts.push(windowAt(cam, x0 + width * 0.1, 0.9, z, 2.0, 1.4));
    const doorX = x0 + width * 0.62;
    const [dx0, dy0] = cam.project(doorX, 2.1, z);
    const [dx1, dy1] = cam.project(doorX + 1.0, 0, z);
    parts.push(
      rect(dx0 - 4, dy0 - 4, dx1 - dx0 + 8, dy1 - dy0 + 4, '#f2f2ef'),
      rect(dx0, dy0, dx1 - dx0, dy1 - dy0, options.door ?? '#34424e'),
    );
    parts.push(
      rect(dx0 + (dx1 - dx0) * 0.3, dy0 + (dy1 - dy0) * 0.12, (dx1 - dx0) * 0.4, (dy1 - dy0) * 0.2, '#9fb3c1'),
    );
    parts.push(rect(dx1 - (dx1 - dx0) * 0.2, dy0 + (dy1 - dy0) * 0.5, 3, (dy1 - dy0) * 0.12, '#d6c48a'));
    const [cx0, cy0] = cam.project(doorX - 0.3, 2.45, z);
    const [cx1] = cam.project(doorX + 1.3, 2.45, z);
    parts.push(
      polygon(
        [
          [cx0, cy0],
          [cx1, cy0],
          [cx1 - 6, cy0 - cam.size(0.35, z)],
          [cx0 + 6, cy0 - cam.size(0.35, z)],
        ],
        shade(roof, 0.1),
      ),
    );
  } else {
    parts.push(windowAt(cam, x0 + width * 0.08, 1.0, z, 1.2, 1.1));
    const [bx0, by0] = cam.project(x0 + width * 0.36, 2.2, z);
    const [bx1, by1] = cam.project(x0 + width * 0.86, 0.05, z);
    const frame = cam.size(0.07, z);
    parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, '#3b3f44'));
    const panes = 4;
    for (let i = 0; i < panes; i++) {
      const px = bx0 + frame + ((bx1 - bx0 - frame) / panes) * i;
      parts.push(rect(px, by0 + frame, (bx1 - bx0 - frame) / panes - frame, by1 - by0 - frame * 2, '#71899a'));
    }
  }
  // Soft shadow under the eaves.
  const shadowTop = cam.project(x0, eaves, z);
  parts.push(rect(shadowTop[0], shadowTop[1], cam.size(x1 - x0, z), cam.size(0.35, z), '#000', 'opacity=".12"'));
  c.add(parts.join(''));
}
