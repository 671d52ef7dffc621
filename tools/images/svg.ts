/** Small SVG helpers shared by the illustrated scenes: seeded randomness, colours, number formatting. */

export type Point = [number, number];
export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, so every run draws exactly the same picture. */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a name, so each scene has its own stable random sequence. */
export function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function between(random: Rng, min: number, max: number): number {
  return min + (max - min) * random();
}

export function pick<T>(random: Rng, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Coordinates rounded to 0.1 px: keeps the SVG small and the output byte-stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

export function polygon(list: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${points(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polyline(list: readonly Point[], stroke: string, width: number, extra = ''): string {
  return `<polyline points="${points(list)}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(x: number, y: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A smooth closed outline through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosedPath(list: readonly Point[]): string {
  const count = list.length;
  const at = (i: number) => list[(i + count) % count]!;
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open line through the points. */
export function smoothPath(list: readonly Point[]): string {
  const count = list.length;
  const at = (i: number) => list[Math.max(0, Math.min(count - 1, i))]!;
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < count - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return d;
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
}

/** A slight random variation of a colour, for natural materials (slabs, boards, leaves). */
export function vary(colour: string, random: Rng, amount: number): string {
  return shade(colour, (random() * 2 - 1) * amount);
}

export function linearGradient(id: string, stops: readonly [number, string, number?][], x2 = 0, y2 = 1): string {
  const stopTags = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const stopTags = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>`;
}
