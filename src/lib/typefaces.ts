/**
 * The curated typefaces a brand may choose (brand file `look.headingFont` / `look.bodyFont`): small,
 * self-hosted Fontsource packages from npm, latin subset, woff2 only, one static file per weight.
 * Each costs 8–19 KB per weight (a heading-only face less once cut down after the build:
 * src/after-build/heading-face-cut.ts); a brand loads one file for headings and two for body text.
 * "system" is the operating system's own stack: no file at all (the default brand keeps it).
 * Pure data: astro.config.ts turns the chosen ones into Astro font families (src/tooling/brand-fonts.ts).
 */
export interface Typeface {
  /** The family name in CSS. */
  family: string;
  /** The npm package whose files/<slug>-latin-<weight>-normal.woff2 are used. */
  package: string;
  /** Generic family for the metric-matched fallback (Arial for sans-serif, Times New Roman for serif). */
  generic: 'sans-serif' | 'serif';
  /** The one weight loaded for headings (every heading weight resolves to it). */
  headingWeight: 600 | 700 | 800;
  /** What it looks like, for the guides and the schema description. */
  character: string;
}

export const typefaces = {
  poppins: {
    family: 'Poppins',
    package: '@fontsource/poppins',
    generic: 'sans-serif',
    headingWeight: 700,
    character: 'geometric sans, friendly and modern',
  },
  oswald: {
    family: 'Oswald',
    package: '@fontsource/oswald',
    generic: 'sans-serif',
    headingWeight: 600,
    character: 'condensed sans, sturdy, trade signage',
  },
  fraunces: {
    family: 'Fraunces',
    package: '@fontsource/fraunces',
    generic: 'serif',
    headingWeight: 700,
    character: 'soft old-style serif, established and warm',
  },
  'roboto-slab': {
    family: 'Roboto Slab',
    package: '@fontsource/roboto-slab',
    generic: 'serif',
    headingWeight: 700,
    character: 'slab serif, solid and practical',
  },
  bitter: {
    family: 'Bitter',
    package: '@fontsource/bitter',
    generic: 'serif',
    headingWeight: 700,
    character: 'compact slab serif, rugged',
  },
  nunito: {
    family: 'Nunito',
    package: '@fontsource/nunito',
    generic: 'sans-serif',
    headingWeight: 800,
    character: 'rounded sans, approachable',
  },
} as const satisfies Record<string, Typeface>;

export type TypefaceId = keyof typeof typefaces;
export const typefaceIds = Object.keys(typefaces) as [TypefaceId, ...TypefaceId[]];

/** The operating system's own sans-serif stack (no download). */
export const systemStack =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Body text needs a regular and a bold file (semibold resolves to bold). */
export const bodyWeights = [400, 700] as const;

/** The woff2 file of one weight, as a package path: "@fontsource/oswald/files/oswald-latin-600-normal.woff2". */
export function typefaceFile(id: TypefaceId, weight: number): string {
  const face = typefaces[id];
  const slug = face.package.replace(/^@fontsource\//, '');
  return `${face.package}/files/${slug}-latin-${weight}-normal.woff2`;
}

/** The key of one face (a typeface at one weight) in a map of replacement files: "oswald 600". */
export function faceKey(id: TypefaceId, weight: number): string {
  return `${id} ${weight}`;
}

/** The CSS custom property Astro's font API defines for a typeface, e.g. "--font-oswald". */
export function typefaceVariable(id: TypefaceId): `--${string}` {
  return `--font-${id}`;
}

/** The CSS custom property of the body text's font stack (BaseLayout sets it from the brand's look). */
export const bodyFontVariable = '--brand-font-body';
