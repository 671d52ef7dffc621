/**
 * Every build's images go through one store (src/tooling/image-service.ts): an image is encoded once,
 * builds that ask for it meanwhile wait and get the same bytes, and a file a killed build left half
 * written is never served.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import sharpService from 'astro/assets/services/sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageEncoder } from '../../src/tooling/image-encoder.ts';
import { sharedImageService } from '../../src/tooling/image-service.ts';

const source = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a7d44' } })
  .png()
  .toBuffer();
const transform = { src: '/src/assets/images/x.png', width: 32, format: 'webp' };
const imageConfig = { service: { entrypoint: 'astro/assets/services/sharp', config: imageEncoder } } as never;
const logger = { info() {}, warn() {}, error() {}, debug() {} } as never;

describe('the shared image store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('encodes an image once, however many builds ask for it at the same time', async () => {
    const store = mkdtempSync(join(tmpdir(), 'image-store-'));
    const encode = vi.spyOn(sharpService, 'transform');
    const [a, b] = [sharedImageService(store), sharedImageService(store)];
    const results = await Promise.all([
      a.transform(source, transform, imageConfig, logger),
      b.transform(source, transform, imageConfig, logger),
    ]);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(Buffer.from(results[1].data).equals(Buffer.from(results[0].data))).toBe(true);
    expect(results.map((result) => result.format)).toEqual(['webp', 'webp']);
    // Asked again (another build, another day): from the store.
    await a.transform(source, { ...transform, src: '/elsewhere/x.png' }, imageConfig, logger);
    expect(encode).toHaveBeenCalledTimes(1);
    // What Astro does not name an image by (a page's sizes, its alt text) makes no other image.
    await a.transform(source, { ...transform, sizes: '50vw', alt: 'A fence' } as never, imageConfig, logger);
    expect(encode).toHaveBeenCalledTimes(1);
    // Another width is another image.
    await a.transform(source, { ...transform, width: 16 }, imageConfig, logger);
    expect(encode).toHaveBeenCalledTimes(2);
    rmSync(store, { recursive: true, force: true });
  });

  it('never serves a file a killed build left half written', async () => {
    const store = mkdtempSync(join(tmpdir(), 'image-store-'));
    const service = sharedImageService(store);
    const first = await service.transform(source, transform, imageConfig, logger);
    const [file] = readdirSync(store).filter((name) => name.endsWith('.bin'));
    // A build killed between writing the image and saying it is whole.
    rmSync(join(store, `${file}.json`));
    writeFileSync(join(store, file!), 'half');
    const encode = vi.spyOn(sharpService, 'transform');
    const again = await service.transform(source, transform, imageConfig, logger);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(Buffer.from(again.data).equals(Buffer.from(first.data))).toBe(true);
    expect(existsSync(join(store, `${file}.json`))).toBe(true);
    rmSync(store, { recursive: true, force: true });
  });
});
