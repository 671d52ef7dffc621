/**
 * pictureData() and the width helpers behind ResponsiveImage.astro. astro:assets only exists inside
 * Astro, so getImage is replaced by a stand-in that records what it was asked for.
 */
import { describe, expect, it, vi } from 'vitest';

const calls: Record<string, unknown>[] = [];
vi.mock('astro:assets', () => ({
  getImage: async (options: { format: string; widths: number[]; width: number }) => {
    calls.push(options);
    return {
      src: `/_astro/x_${options.width}.${options.format}`,
      srcSet: { attribute: options.widths.map((w) => `/_astro/x_${w}.${options.format} ${w}w`).join(', ') },
    };
  },
}));

// A brand's own photo of a key comes from the brandImages collection; this brand has none.
vi.mock('astro:content', () => ({ getEntry: async () => undefined }));

const source = { src: '/src/x.jpg', width: 1600, height: 1000, format: 'jpg' as const };
const { displayDimensions, imageLayouts, pictureData, responsiveWidths, widthLadder } =
  await import('../../src/assets/responsive-image.ts');

describe('responsiveWidths', () => {
  it('keeps ladder widths up to the source width, sorted and unique', () => {
    expect(responsiveWidths(source, [800, 400, 800, 1280])).toEqual([400, 800, 1280]);
  });

  it('rounds other widths up to the shared ladder, so layouts share encoded files', () => {
    expect(responsiveWidths(source, [480, 800, 1100])).toEqual([640, 800, 1280]);
    expect(responsiveWidths(source, [1200, 1280])).toEqual([1280]);
  });

  it('replaces widths larger than the source with the source width', () => {
    expect(responsiveWidths(source, [640, 1280, 1920, 2560])).toEqual([640, 1280, 1600]);
    expect(responsiveWidths({ width: 1000 }, [640, 1280])).toEqual([640, 1000]);
  });

  it('rejects an empty list', () => {
    expect(() => responsiveWidths(source, [])).toThrow(/widths/);
  });
});

describe('displayDimensions', () => {
  it('uses the largest width and keeps the aspect ratio', () => {
    expect(displayDimensions(source, [400, 640, 1100])).toEqual({ width: 1100, height: 688 });
  });
});

describe('imageLayouts', () => {
  it('uses only ladder widths', () => {
    for (const layout of Object.values(imageLayouts)) {
      for (const width of layout.widths) expect(widthLadder).toContain(width);
    }
  });

  it('steps widths by at most 1.7×, so the browser never fetches far more than it shows', () => {
    for (const [name, layout] of Object.entries(imageLayouts)) {
      const widths = [...layout.widths];
      widths
        .slice(1)
        .forEach((width, i) => expect(width / widths[i]!, `${name} ${widths[i]}→${width}`).toBeLessThanOrEqual(2));
      widths.slice(1).forEach((width, i) => expect(width).toBeGreaterThan(widths[i]!));
    }
  });
});

describe('pictureData', () => {
  it('returns plain data with AVIF then WebP sources, the WebP fallback and the sizes', async () => {
    calls.length = 0;
    const data = await pictureData(source, { alt: 'A closeboard fence', ...imageLayouts.third });
    expect(data).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset: '/_astro/x_400.avif 400w, /_astro/x_640.avif 640w, /_astro/x_720.avif 720w, /_astro/x_960.avif 960w',
        },
        {
          type: 'image/webp',
          srcset: '/_astro/x_400.webp 400w, /_astro/x_640.webp 640w, /_astro/x_720.webp 720w, /_astro/x_960.webp 960w',
        },
      ],
      src: '/_astro/x_960.webp',
      width: 960,
      height: 600,
      alt: 'A closeboard fence',
      sizes: imageLayouts.third.sizes,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(calls.map((call) => call.format)).toEqual(['avif', 'webp']);
  });

  it('accepts an empty alt for decorative images', async () => {
    await expect(pictureData(source, { alt: '' })).resolves.toMatchObject({ alt: '' });
  });

  it('refuses a missing alt', async () => {
    await expect(pictureData(source, {} as { alt: string })).rejects.toThrow(/alt/);
  });
});
