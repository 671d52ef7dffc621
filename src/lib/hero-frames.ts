/**
 * How much of the home hero picture each hero style shows (src/components/home/HomeHero.astro) on a phone (390 px
 * wide), a laptop (1366 px) and a large screen (1920 px). The picture is 16:10 and fills its box (object-fit: cover,
 * centred), so what shows depends on the box's shape, its width ÷ height: fixed where the style frames the picture
 * (the dark style's 4:5), a range where the box grows with the words over or beside it (classic, split). The
 * classic hero on a phone held upright shows a centred crop of the picture (heroPhoneCrop in
 * src/assets/responsive-image.ts), half as wide as it is tall, which its box then covers in turn.
 * tools/images draws every figure and vehicle of a brand's hero wholly inside or wholly outside each frame of its
 * style, so no screen cuts one in half; tests/e2e/hero-frames.spec.ts measures the boxes against these ranges. Pure.
 */
import type { Look } from './brand-look.ts';

/** The drawn hero's width ÷ height (1920 × 1200). */
export const heroPictureAspect = 16 / 10;
/** The phone's portrait crop of the classic hero: width ÷ height. */
export const heroPhoneCropAspect = 1 / 2;

export interface HeroFrame {
  /** The screen's width in px. */
  screen: 390 | 1366 | 1920;
  /** The picture's box, width ÷ height: the narrowest and the widest it takes at that screen width. */
  aspect: readonly [number, number];
  /** The crop the box shows instead of the whole picture, width ÷ height. */
  crop?: number;
}

const fixed = (aspect: number) => [aspect, aspect] as const;

/** Measured on every brand's home (words of every length the brands have), with room for longer ones. */
export const heroFrames: Record<Look['hero'], readonly HeroFrame[]> = {
  // Behind the words: about 390 × 780–880 on a phone, the words' height on wider screens.
  classic: [
    { screen: 390, aspect: [0.4, 0.56], crop: heroPhoneCropAspect },
    { screen: 1366, aspect: [1.45, 2.15] },
    { screen: 1920, aspect: [2.05, 3.0] },
  ],
  // 16:10 above the words on a phone; beside them, half the screen wide and as tall as they are, from 768 px.
  split: [
    { screen: 390, aspect: fixed(16 / 10) },
    { screen: 1366, aspect: [0.9, 1.25] },
    { screen: 1920, aspect: [1.3, 1.8] },
  ],
  centred: [
    { screen: 390, aspect: fixed(16 / 9) },
    { screen: 1366, aspect: fixed(21 / 8) },
    { screen: 1920, aspect: fixed(21 / 8) },
  ],
  dark: [
    { screen: 390, aspect: fixed(4 / 3) },
    { screen: 1366, aspect: fixed(4 / 5) },
    { screen: 1920, aspect: fixed(4 / 5) },
  ],
};

/** A part of the picture, in fractions of its width and height from its top left corner. */
export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The part of the picture a box of this shape shows (through the crop, when there is one), centred. */
export function shownArea(boxAspect: number, crop?: number): Area {
  const through = crop ?? heroPictureAspect;
  // The crop's share of the picture, then the box's share of the crop (cover: the box is filled, the rest cut).
  const width = Math.min(1, through / heroPictureAspect) * Math.min(1, boxAspect / through);
  const height = Math.min(1, heroPictureAspect / through) * Math.min(1, through / boxAspect);
  return { x0: (1 - width) / 2, y0: (1 - height) / 2, x1: (1 + width) / 2, y1: (1 + height) / 2 };
}

const inside = (a: Area, b: Area) => a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;
const apart = (a: Area, b: Area) => a.x1 <= b.x0 || a.x0 >= b.x1 || a.y1 <= b.y0 || a.y0 >= b.y1;

/**
 * The frames of a style that would cut this part of the picture at an edge: at some box shape in the frame's range
 * it is neither wholly shown nor wholly left out. The shown area grows or shrinks steadily with the box's shape,
 * so checking against what every shape shows and what any shape shows covers the range.
 */
export function framesCutting(area: Area, style: Look['hero']): HeroFrame[] {
  return heroFrames[style].filter((frame) => {
    const [narrow, wide] = frame.aspect.map((aspect) => shownArea(aspect, frame.crop)) as [Area, Area];
    const always = {
      x0: Math.max(narrow.x0, wide.x0),
      y0: Math.max(narrow.y0, wide.y0),
      x1: Math.min(narrow.x1, wide.x1),
      y1: Math.min(narrow.y1, wide.y1),
    };
    const ever = {
      x0: Math.min(narrow.x0, wide.x0),
      y0: Math.min(narrow.y0, wide.y0),
      x1: Math.max(narrow.x1, wide.x1),
      y1: Math.max(narrow.y1, wide.y1),
    };
    return !inside(area, always) && !apart(area, ever);
  });
}

/** What each hero style would cut of a drawn hero ("climber: 1366 px"), by style: none when it shows all whole. */
export type HeroCuts = Readonly<Record<Look['hero'], readonly string[]>>;

/** Every hero style, in the order the editor offers them. */
export const heroStyles = Object.keys(heroFrames) as Look['hero'][];

/** The styles that show every figure and vehicle of a drawing whole. */
export function wholeStyles(cuts: HeroCuts): Look['hero'][] {
  return heroStyles.filter((style) => cuts[style]?.length === 0);
}

const screenNames: Record<HeroFrame['screen'], string> = { 390: 'a phone', 1366: 'a laptop', 1920: 'a large screen' };

/**
 * Why a brand's hero style does not suit its drawn picture, in the owner's words, or undefined when it shows every
 * figure whole. `cuts` is what tools/images measured when it drew the picture.
 */
export function heroStyleProblem(style: Look['hero'], cuts: HeroCuts): string | undefined {
  const cut = cuts[style];
  if (!cut?.length) return undefined;
  const what = cut.map((entry) => {
    const [subject, screens = ''] = entry.split(': ');
    const on = screens.split(', ').map((screen) => screenNames[Number.parseInt(screen, 10) as HeroFrame['screen']]);
    return `the ${subject} on ${on.filter(Boolean).join(' and ')}`;
  });
  const choices = wholeStyles(cuts);
  return (
    `"${style}" would cut ${what.join(', ')} at the edge of the drawing at the top of the home page. ` +
    (choices.length ? `Choose ${choices.join(' or ')}, or add your own photo.` : 'Add your own photo.')
  );
}
