/**
 * Responsive-image settings shared by ResponsiveImage.astro and the islands,
 * and `pictureData()`, which turns an image into plain props an island can render.
 * Everything goes through astro:assets, so every image ships as AVIF and WebP in
 * the listed widths, with hashed file names.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { ImageKey } from './image-keys.ts';
import { heroPhoneCropAspect } from '../lib/hero-frames.ts';
import { plainMetadata, resolveImage } from './images.ts';

/** AVIF first (smallest), WebP as the universal fallback: no JPEG/PNG copies are generated. */
export const imageFormats = ['avif', 'webp'] as const;

/**
 * Every generated width is a step of this one ladder (requested widths are rounded up to a step),
 * so an image shown in several layouts is encoded once per step, not once per layout: that keeps
 * a cold build of all brands inside its time budget. Steps of ≤ 1.6× (except the thumbnail pair)
 * keep the browser from fetching much more than it shows (tests/e2e/images.spec.ts). The 720 step
 * is a phone's column (a 412 px screen less the page padding, 380 px, at 1.75×; or 343 px at 2×).
 */
export const widthLadder = [128, 256, 400, 640, 720, 800, 960, 1280, 1600, 1920] as const;

export const defaultWidths = [400, 640, 720, 960, 1280, 1600];

/**
 * The content column: container-page is max-w-6xl (1152 px) less its side padding, which is
 * 2rem in total below sm, 3rem to lg and 4rem from lg. Saying "100vw" on a phone asked for a file
 * 32 px wider than the slot, times the density: one step up the ladder on 1.75× and 2× screens.
 */
export const defaultSizes =
  '(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 4rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/**
 * Width/size pairs for the common layouts; spread one into ResponsiveImage or pictureData:
 * `<ResponsiveImage image="patio-sandstone" alt="…" {...imageLayouts.third} />`.
 * Each `sizes` matches container-page and Tailwind's sm/md/lg breakpoints.
 */
export const imageLayouts = {
  /** Edge to edge (home hero, banners). */
  full: { widths: [640, 800, 960, 1280, 1600, 1920], sizes: '100vw' },
  /** The whole content column. */
  content: { widths: defaultWidths, sizes: defaultSizes },
  /** Two columns from md up. */
  half: {
    widths: [400, 640, 720, 800, 960, 1280],
    sizes:
      '(min-width: 1152px) 544px, (min-width: 768px) 50vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  /** Three-column card grids (one column on phones, two from sm). */
  third: {
    widths: [400, 640, 720, 960],
    sizes: '(min-width: 1152px) 363px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  },
  /** Small thumbnails (carousel thumbnails, up to 128 px wide). */
  thumb: { widths: [128, 256], sizes: '128px' },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;

/**
 * A crop of a picture for screens where it is shown much taller than it is (art direction): where `media`
 * matches, the browser takes the crop instead of the whole picture, which it would otherwise scale up
 * to cover the box.
 */
export interface NarrowCrop {
  media: string;
  /** The crop's width ÷ height. */
  aspect: number;
  widths: readonly number[];
  /** Encoder quality (1–100); the encoder's default when left out. */
  quality?: number;
}

/**
 * The full-bleed home hero on a phone held upright: about 390 × 880 px of photo, so the whole 16:10
 * picture would be shown about 3× enlarged. A centred 1:2 crop is shown at about its own size instead.
 * The words' scrim covers most of it on a phone, and the drawings are flat colour, so a lower quality
 * shows little (looked at beside the hero's words) and keeps the file no heavier than the whole picture a
 * phone would otherwise take (34: the default brand's crop is 10.2 KB against its whole picture's 11.8 KB;
 * at 40 it would be 13.3 KB).
 */
export const heroPhoneCrop: NarrowCrop = {
  media: '(max-width: 767px) and (orientation: portrait)',
  aspect: heroPhoneCropAspect,
  widths: [400, 600],
  quality: 34,
};

export type ImageLayout = keyof typeof imageLayouts;

/** A <source> of a <picture> as plain data. */
export interface PictureSource {
  type: string;
  srcset: string;
  media?: string;
}

/** A <picture> as plain, serialisable data: what Astro components pass to islands. */
export interface PictureData {
  sources: PictureSource[];
  src: string;
  width: number;
  height: number;
  alt: string;
  sizes: string;
}

export interface PictureOptions {
  /** Required: describe the picture, or pass "" when it is purely decorative. */
  alt: string;
  widths?: readonly number[];
  sizes?: string;
}

/**
 * The widths to generate: each requested width rounded up to the ladder, none larger than the
 * source, plus the source width when a larger one was asked for (so big screens still get the
 * sharpest version available).
 */
export function responsiveWidths(
  source: Pick<ImageMetadata, 'width'>,
  widths: readonly number[] = defaultWidths,
): number[] {
  const requested = widths.filter((w) => Number.isInteger(w) && w > 0);
  if (requested.length === 0) throw new Error('Images: `widths` must list at least one positive whole number.');
  const snapped = requested.map((w) => widthLadder.find((step) => step >= w) ?? w);
  const sorted = [...new Set(snapped)].sort((a, b) => a - b);
  const fitting = sorted.filter((w) => w <= source.width);
  if (fitting.length < sorted.length) fitting.push(source.width);
  return [...new Set(fitting)];
}

/**
 * The width/height attributes: the largest generated width and the matching height. Using the
 * largest srcset width as the main `src` means no extra full-size copy is encoded per format.
 */
export function displayDimensions(source: Pick<ImageMetadata, 'width' | 'height'>, widths: readonly number[]) {
  const width = Math.max(...widths);
  return { width, height: Math.round((width * source.height) / source.width) };
}

/** Throws when `alt` is missing; `image` only names the image in the message. */
export function assertAlt(alt: unknown, image: ImageKey | ImageMetadata, where = 'image'): asserts alt is string {
  if (typeof alt !== 'string') {
    const name = typeof image === 'string' ? `"${image}"` : plainMetadata(image).src;
    throw new Error(
      `Images: ${where} ${name} needs an \`alt\` text (pass alt="" when the image is purely decorative).`,
    );
  }
}

/** The crop's <source>s, one per format: centred, in the requested widths that the picture can fill. */
export async function narrowCropSources(image: ImageKey | ImageMetadata, crop: NarrowCrop): Promise<PictureSource[]> {
  const source = await resolveImage(image);
  const size = plainMetadata(source);
  const widest = Math.floor(Math.min(size.width, size.height * crop.aspect));
  const widths = responsiveWidths({ width: widest }, crop.widths);
  const width = Math.max(...widths);
  const height = Math.round(width / crop.aspect);
  return Promise.all(
    imageFormats.map(async (format) => {
      const result = await getImage({
        src: source,
        format,
        width,
        height,
        widths,
        fit: 'cover',
        position: 'centre',
        quality: crop.quality,
      });
      return { type: `image/${format}`, srcset: result.srcSet.attribute, media: crop.media };
    }),
  );
}

export async function pictureData(image: ImageKey | ImageMetadata, options: PictureOptions): Promise<PictureData> {
  assertAlt(options?.alt, image, 'pictureData');
  const source = await resolveImage(image);
  const size = plainMetadata(source);
  const widths = responsiveWidths(size, options.widths);
  const { width, height } = displayDimensions(size, widths);
  const results = await Promise.all(
    imageFormats.map((format) => getImage({ src: source, format, width, height, widths })),
  );
  const fallback = results.at(-1)!;
  return {
    sources: results.map((result, i) => ({ type: `image/${imageFormats[i]}`, srcset: result.srcSet.attribute })),
    src: fallback.src,
    width,
    height,
    alt: options.alt,
    sizes: options.sizes ?? defaultSizes,
  };
}
