/**
 * Astro's sharp image service (settings: image-encoder.ts), with one store of encoded images shared by
 * every build of the project (image-encoder.ts `imageStoreDir`). Each `astro build` keeps its own
 * Astro cache (scripts/build.ts gives each its own cacheDir, where Astro also keeps the brand's
 * content), and asks the service only for what that cache lacks: the service answers from the store,
 * or encodes the image once while builds running beside it wait for it (a lock per image), and writes
 * it whole (a file renamed into place), so no build reads a file another is still writing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { baseService } from 'astro/assets';
import sharpService from 'astro/assets/services/sharp';
import { lock } from 'proper-lockfile';
import { imageStoreDir } from './image-encoder.ts';

/**
 * The store's file for an image: named by the source's bytes, the transform's properties that Astro
 * names the image by (`propertiesToHash`, less the source's path: the same bytes encode the same
 * wherever they are) and the encoder settings.
 */
function storeFile(storeDir: string, input: Uint8Array, transform: Record<string, unknown>, settings: unknown): string {
  const named = sharpService.propertiesToHash ?? baseService.propertiesToHash ?? [];
  const properties = named.filter((name) => name !== 'src').sort();
  const key = createHash('sha256')
    .update(input)
    .update(JSON.stringify(properties.map((name) => [name, transform[name] ?? null])))
    .update(JSON.stringify(settings ?? {}))
    .digest('hex')
    .slice(0, 32);
  return resolve(storeDir, `${key}.bin`);
}

/** A lock that another build's encoding of the same image holds; left by a killed build, taken over. */
const lockOptions = { realpath: false, stale: 30_000, retries: { retries: 600, minTimeout: 50, maxTimeout: 500 } };

type Encoded = Awaited<ReturnType<typeof sharpService.transform>>;

function readStored(file: string): Encoded {
  const { format } = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { format: Encoded['format'] };
  return { data: readFileSync(file), format };
}

/** Astro's sharp service, answering from the store in `storeDir` (relative to the project root). */
export function sharedImageService(storeDir = imageStoreDir): typeof sharpService {
  return {
    ...sharpService,
    async transform(input, transform, imageConfig, logger) {
      const file = storeFile(storeDir, input, transform, imageConfig.service.config);
      if (existsSync(`${file}.json`)) return readStored(file);
      mkdirSync(storeDir, { recursive: true });
      const release = await lock(file, lockOptions);
      try {
        if (existsSync(`${file}.json`)) return readStored(file);
        const encoded = await sharpService.transform(input, transform, imageConfig, logger);
        const part = `${file}.${process.pid}`;
        writeFileSync(part, encoded.data);
        renameSync(part, file);
        // The format file last: present, it says the image is whole.
        writeFileSync(`${part}.json`, JSON.stringify({ format: encoded.format }));
        renameSync(`${part}.json`, `${file}.json`);
        return encoded;
      } finally {
        await release();
      }
    },
  };
}

export default sharedImageService();
