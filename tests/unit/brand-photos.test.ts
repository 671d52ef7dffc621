/**
 * A brand's own photos (brands/<id>/images/<key>.<ext>): the pure checks that stop the build on a bad file,
 * the reader that applies them to real files, honest captions, and the placeholder-picture report.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readBrandImages } from '../../src/render-time/brand-images.ts';
import { shownCaption } from '../../src/lib/captions.ts';
import { folderProblems, neededSize, photoName, photoProblem } from '../../src/lib/photo-check.ts';
import { pictureNames, placeholderPictures, placeholderSummary } from '../../scripts/support/placeholders-shown.ts';

describe('photo checks', () => {
  it('accepts a JPEG, PNG, WebP or AVIF at least as large as its largest slot', () => {
    for (const format of ['jpeg', 'png', 'webp', 'heif'])
      expect(
        photoProblem('brands/a/images/fencing-panel.jpg', 'fencing-panel', { format, width: 4032, height: 3024 }),
      ).toBe(undefined);
    expect(photoProblem('brands/a/images/hero.jpg', 'hero', { format: 'jpeg', width: 1920, height: 1200 })).toBe(
      undefined,
    );
  });

  it('names the file and the size it needs when a photo is too small', () => {
    expect(
      photoProblem('brands/a/images/fencing-panel.jpg', 'fencing-panel', { format: 'jpeg', width: 1200, height: 900 }),
    ).toBe(
      'Images: brands/a/images/fencing-panel.jpg is 1200×900 px, too small for its largest slot; it needs at least 1600×1000 px.',
    );
    // The hero is shown edge to edge, so it needs more.
    expect(photoProblem('brands/a/images/hero.png', 'hero', { format: 'png', width: 1600, height: 1000 })).toMatch(
      /brands\/a\/images\/hero\.png is 1600×1000 px.*needs at least 1920×1200 px/,
    );
    expect(neededSize('hero')).toEqual({ width: 1920, height: 1200 });
  });

  it('names the file and the size it needs when it is not an image', () => {
    expect(photoProblem('brands/a/images/about-team.jpg', 'about-team', undefined)).toBe(
      'Images: brands/a/images/about-team.jpg is not an image the build can use; it needs a JPEG, PNG, WebP or AVIF photo of at least 1600×1000 px.',
    );
    expect(
      photoProblem('brands/a/images/about-team.jpg', 'about-team', { format: 'svg', width: 2000, height: 1250 }),
    ).toMatch(/is not an image the build can use/);
  });

  it('rejects names that replace no picture, bad names and two files for one key; takes photos of people', () => {
    expect(photoName('fencing-panel.webp')).toEqual({ key: 'fencing-panel', extension: 'webp' });
    expect(photoName('Fencing Panel.jpg')).toBe(undefined);
    expect(photoName('fencing-panel.gif')).toBe(undefined);
    const problems = folderProblems(
      'brands/a/images',
      ['hero.jpg', 'fencing-panel.jpg', 'fencing-panel.png', 'decking.jpg', 'notes.txt', 'person-dan.jpg'],
      ['fencing-panel'],
    );
    expect(problems).toEqual([
      'Images: brands/a/images has two files for "fencing-panel" (fencing-panel.jpg and fencing-panel.png); keep one.',
      'Images: brands/a/images/decking.jpg replaces no shared picture; name it after one of: hero, fencing-panel, or person-<name> for a photo of one of your people.',
      'Images: brands/a/images/notes.txt is not named <key>.<jpg|jpeg|png|webp|avif> (lower-case key, e.g. fencing-panel.jpg).',
    ]);
  });
});

describe('reading a brand images folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'brand-photos-'));
  const dir = join(root, 'brands/oakmere/images');
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4a6b3a' } })
      .jpeg()
      .toBuffer();

  it('returns each checked photo by key, as a project-relative path', async () => {
    writeFileSync(join(dir, 'fencing-panel.jpg'), await photo(1600, 1000));
    writeFileSync(join(dir, 'hero.jpg'), await photo(2400, 1500));
    const photos = await readBrandImages('oakmere', ['fencing-panel'], root);
    expect(Object.fromEntries(photos)).toEqual({
      'fencing-panel': '/brands/oakmere/images/fencing-panel.jpg',
      hero: '/brands/oakmere/images/hero.jpg',
    });
  });

  it('stops on a file that is not an image, or too small, naming the file and the size it needs', async () => {
    writeFileSync(join(dir, 'about-team.jpg'), 'not a photo');
    writeFileSync(join(dir, 'fencing-panel.jpg'), await photo(800, 500));
    const error = await readBrandImages('oakmere', ['fencing-panel', 'about-team'], root).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(
      'brands/oakmere/images/about-team.jpg is not an image the build can use; it needs a JPEG, PNG, WebP or AVIF photo of at least 1600×1000 px.',
    );
    expect((error as Error).message).toContain(
      'brands/oakmere/images/fencing-panel.jpg is 800×500 px, too small for its largest slot; it needs at least 1600×1000 px.',
    );
  });

  it('finds nothing for a brand without an images folder', async () => {
    expect((await readBrandImages('no-such-brand', ['fencing-panel'], root)).size).toBe(0);
  });
});

describe('honest captions', () => {
  const entry = {
    title: 'Closeboard fencing',
    description: 'Closeboard fencing on concrete posts and gravel boards.',
    job: { title: 'Closeboard in Swindon', description: 'Twenty-two metres of closeboard replacing a leaning fence.' },
  };
  it('shows the particular job only over the brand’s own photo', () => {
    expect(shownCaption(entry, true)).toEqual({ ...entry.job, particular: true });
    expect(shownCaption(entry, false)).toEqual({
      title: entry.title,
      description: entry.description,
      particular: false,
    });
    expect(shownCaption({ title: entry.title, description: entry.description }, true).particular).toBe(false);
  });
});

describe('placeholder-picture report', () => {
  const pages = [
    {
      route: '/',
      html: '<img src="/_astro/oakmere.D37mYWc9_1bIsy7.webp"><source srcset="/_astro/fencing-panel.Ab12_Cd.avif 640w, /_astro/fencing-panel.Ab12_Xy.avif 960w">',
    },
    {
      route: '/fencing',
      html: '<img src="/_astro/fencing-panel.Ab12_Ef.webp"><img src="/_astro/about-team.Zz_1.webp">',
    },
    { route: '/about', html: '<img src="/_astro/about-team.Zz_1.webp"><script src="/_astro/client.Bq3.js"></script>' },
  ];
  it('reads the pictures a page shows by their source name', () => {
    expect([...pictureNames(pages[0]!.html)]).toEqual(['oakmere', 'fencing-panel']);
  });
  it('lists each shared placeholder the brand still shows, and where; not its own photos', () => {
    const shared = ['fencing-panel', 'about-team'];
    expect(Object.fromEntries(placeholderPictures(pages, 'oakmere', shared, new Set()))).toEqual({
      'about-team': ['/about', '/fencing'],
      'fencing-panel': ['/', '/fencing'],
      hero: ['/'],
    });
    const withOwn = placeholderPictures(pages, 'oakmere', shared, new Set(['hero', 'about-team']));
    expect([...withOwn.keys()]).toEqual(['fencing-panel']);
    expect(placeholderSummary('oakmere', withOwn)[0]).toBe(
      '  oakmere: 1 shared placeholder picture(s) still shown; photograph them as brands/oakmere/images/<key>.jpg:',
    );
    expect(placeholderSummary('oakmere', new Map())).toEqual([
      "  oakmere: every picture shown is the brand's own photo.",
    ]);
  });
});
