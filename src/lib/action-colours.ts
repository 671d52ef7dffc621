/**
 * How the main calls to action (Get Free Quote, Call) are drawn on each surface they stand on, and
 * the colour contrast that follows from a brand's theme. WCAG 2.2 asks 3:1 between a control's
 * boundary and what is around it (non-text contrast) and 4.5:1 for its words. On the dark accent
 * colour and on a photo under a dark shade, an accent button is a dark colour on a dark colour
 * (1.7:1 on Berkshire's dark hero), so the primary action there is white with dark-accent words,
 * and the secondary one beside it only outlined. Components take their classes from `actionPlaces`;
 * tests/unit/action-colours.test.ts checks every place against every brand's theme. Pure.
 */
import type { Brand } from './brand-schema.ts';
import type { Look } from './brand-look.ts';

type ThemeColour = keyof Brand['theme'];
/** A colour of the page: one of the brand's three, or a fixed one (Tailwind's white, stone-50, stone-950). */
export type PageColour = ThemeColour | 'white' | 'stone-50' | 'stone-950';

const fixedColours: Record<Exclude<PageColour, ThemeColour>, string> = {
  white: '#ffffff',
  'stone-50': '#fafaf9',
  'stone-950': '#0c0a09',
};

/**
 * What an action stands on: a flat colour, or a photo under a shade of a colour at an opacity,
 * where any pixel of the photo may be behind it (so the darkest and the lightest are checked).
 */
export type Surface = { colour: PageColour } | { photoUnder: PageColour; opacity: number };

/**
 * How an action is drawn: its classes (btn-* in src/styles/global.css; on dark surfaces the plain
 * `btn` with the utilities other elements use too, so a page carrying its CSS adds no rule) and its colours.
 */
export interface ActionStyle {
  className: string;
  /** Its fill; none for an outlined or text-only action (the surface shows through). */
  fill?: PageColour;
  /** An outline drawn in this colour, when it has one. */
  outline?: PageColour;
  text: PageColour;
}

export const actionStyles = {
  /** The accent colour with white words: for white and the light tints. */
  primary: { className: 'btn-primary', fill: 'accent', text: 'white' },
  /** White with dark-accent words: for the dark accent colour and shaded photos. */
  primaryOnDark: { className: 'btn bg-white text-accent-dark hover:bg-accent-soft', fill: 'white', text: 'accentDark' },
  /** Outlined in dark accent on white: beside the primary on light surfaces. */
  secondary: { className: 'btn-secondary', fill: 'white', outline: 'accentDark', text: 'accentDark' },
  /** Outlined in white, no fill: beside the primary on dark surfaces. */
  secondaryOnDark: {
    className: 'btn border-2 border-white text-white hover:bg-white/10',
    outline: 'white',
    text: 'white',
  },
  /** Words only (a link such as the header's phone number or the call banner's), white. */
  linkOnDark: { className: '', text: 'white' },
  /** Words only, dark. */
  link: { className: '', text: 'stone-950' },
} as const satisfies Record<string, ActionStyle>;

export type ActionStyleName = keyof typeof actionStyles;

/** One place where a main action stands: its surface, its primary action and what stands beside it. */
export interface ActionPlace {
  surface: Surface;
  primary: ActionStyleName;
  secondary?: ActionStyleName;
}

/**
 * The classic home hero's words stand on a scrim, a panel of stone-950 at 60% over the photo, instead of a shade
 * over the whole photo: the photo shows whole around the words and through the panel under them. Over a white pixel
 * the panel is about #6d6b6a: white words read 5.2:1 on it (90% white would be 4.6:1), and the service links sit on a
 * darker pill of their own. The checks below compute with these very classes (tests/unit/action-colours.test.ts).
 */
export const heroScrim = {
  className: 'bg-stone-950/60',
  shade: 'stone-950',
  opacity: 0.6,
  /** The business name and the introduction. */
  words: 'text-white',
  /** The service links: a pill of the same shade over the panel, darker on hover. */
  links: 'bg-stone-950/40 ring-1 ring-white/40 hover:bg-stone-950/70',
} as const;

const dark = { primary: 'primaryOnDark', secondary: 'secondaryOnDark' } as const;
const light = { primary: 'primary', secondary: 'secondary' } as const;

/**
 * Every place a main action stands, by hero or header style where the style changes it. The classic
 * home hero's actions stand on its scrim over the photo (heroScrim).
 */
export const actionPlaces = {
  homeHero: {
    classic: { surface: { photoUnder: heroScrim.shade, opacity: heroScrim.opacity }, ...dark },
    split: { surface: { colour: 'accentDark' }, ...dark },
    centred: { surface: { colour: 'accentSoft' }, ...light },
    dark: { surface: { colour: 'accentDark' }, ...dark },
  },
  serviceHero: {
    classic: { surface: { colour: 'accentSoft' }, ...light },
    split: { surface: { colour: 'white' }, ...light },
    centred: { surface: { colour: 'accentSoft' }, ...light },
    dark: { surface: { colour: 'accentDark' }, ...dark },
  },
  /** The inner pages' heading band: its actions stand on a tinted strip or on white in every style. */
  pageHero: {
    classic: { surface: { colour: 'accentSoft' }, ...light },
    split: { surface: { colour: 'white' }, ...light },
    centred: { surface: { colour: 'accentSoft' }, ...light },
    dark: { surface: { colour: 'accentSoft' }, ...light },
  },
  /**
   * The header's main action: Get a Quote from small tablets up, a Call button in its colours on
   * phones; beside the quote button the phone number is a link.
   */
  header: {
    dark: { surface: { colour: 'accentDark' }, primary: 'primaryOnDark', secondary: 'linkOnDark' },
    light: { surface: { colour: 'white' }, primary: 'primary', secondary: 'link' },
  },
  /** The closing band: Call first, Get Free Quote outlined beside it. */
  callToActionBand: { surface: { colour: 'accentDark' }, ...dark },
  /** The slim call banner at the top of some pages: its Call is a link on the accent colour. */
  callBanner: { surface: { colour: 'accent' }, primary: 'linkOnDark' },
  /** Dark panels inside a section (areas covered, the blog's get in touch). */
  darkPanel: { surface: { colour: 'accentDark' }, primary: 'primaryOnDark' },
  /** Sections and overlays on white, the accent tint or stone-50. */
  whiteSection: { surface: { colour: 'white' }, ...light },
  softSection: { surface: { colour: 'accentSoft' }, ...light },
  mutedSection: { surface: { colour: 'stone-50' }, ...light },
} as const satisfies {
  homeHero: Record<Look['hero'], ActionPlace>;
  serviceHero: Record<Look['hero'], ActionPlace>;
  pageHero: Record<Look['hero'], ActionPlace>;
  header: Record<Look['header'], ActionPlace>;
  [place: string]: ActionPlace | Record<string, ActionPlace>;
};

/** Every place with a name ("homeHero.dark"), for checks. */
export function everyActionPlace(): { name: string; place: ActionPlace }[] {
  return Object.entries(actionPlaces).flatMap(([name, value]) =>
    'surface' in value
      ? [{ name, place: value as ActionPlace }]
      : Object.entries(value as Record<string, ActionPlace>).map(([style, place]) => ({
          name: `${name}.${style}`,
          place,
        })),
  );
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf(colour: PageColour, theme: Brand['theme']): string {
  return colour in fixedColours ? fixedColours[colour as keyof typeof fixedColours] : theme[colour as ThemeColour];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, darkest] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (darkest + 0.05);
}

/** The colours a surface can show: its colour, or the shade over a black and over a white pixel. */
function surfaceColours(surface: Surface, theme: Brand['theme']): Rgb[] {
  if ('colour' in surface) return [rgb(hexOf(surface.colour, theme))];
  const shade = rgb(hexOf(surface.photoUnder, theme));
  const over = (pixel: number): Rgb =>
    shade.map((channel) => Math.round(channel * surface.opacity + pixel * (1 - surface.opacity))) as Rgb;
  return [over(0), over(255)];
}

/** The contrasts that make an action stand out where it stands (the lowest over the surface's colours). */
export interface ActionContrast {
  /** Its fill (or, without one, its outline) against the surface: 3:1 needed. */
  boundary: number;
  /** Its words against what is behind them (its fill, else the surface): 4.5:1 needed. */
  text: number;
  /** Its fill against the surface, 1 without a fill: how much it stands out as a shape. */
  fill: number;
}

export function actionContrast(style: ActionStyleName, surface: Surface, theme: Brand['theme']): ActionContrast {
  const drawn: ActionStyle = actionStyles[style];
  const behind = surfaceColours(surface, theme);
  const lowest = (colour: Rgb, against: Rgb[]) => Math.min(...against.map((other) => contrastRatio(colour, other)));
  const text = rgb(hexOf(drawn.text, theme));
  const fill = drawn.fill === undefined ? undefined : rgb(hexOf(drawn.fill, theme));
  const edge = fill ?? (drawn.outline === undefined ? undefined : rgb(hexOf(drawn.outline, theme)));
  return {
    boundary: edge === undefined ? lowest(text, behind) : lowest(edge, behind),
    text: fill === undefined ? lowest(text, behind) : contrastRatio(text, fill),
    fill: fill === undefined ? 1 : lowest(fill, behind),
  };
}

export const minimumContrast = { boundary: 3, text: 4.5 } as const;

/**
 * What falls short for a theme, in words: each place whose primary action misses 3:1 against its
 * surface or 4.5:1 for its words, or is outshone by the action beside it (a secondary with a fill
 * standing out more, or with words that read better on the same surface).
 */
export function actionContrastProblems(theme: Brand['theme']): string[] {
  const ratio = (value: number) => `${value.toFixed(2)}:1`;
  return everyActionPlace().flatMap(({ name, place }) => {
    const problems: string[] = [];
    const primary = actionContrast(place.primary, place.surface, theme);
    if (primary.boundary < minimumContrast.boundary)
      problems.push(`${name}: the main action stands out ${ratio(primary.boundary)} from what is behind it`);
    if (primary.text < minimumContrast.text) problems.push(`${name}: its words read ${ratio(primary.text)}`);
    if (place.secondary) {
      const secondary = actionContrast(place.secondary, place.surface, theme);
      if (secondary.fill > primary.fill)
        problems.push(
          `${name}: the action beside it stands out more (${ratio(secondary.fill)} > ${ratio(primary.fill)})`,
        );
    }
    return problems;
  });
}
