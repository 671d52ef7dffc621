/**
 * The editor as npm run admin serves it, before and without a site build: its script and pictures bundled once
 * per version of the sources (kept in node_modules/.cache/), its configuration made from the files as they are at
 * each request (so a reload shows what was saved), and the problems the build would stop at.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPage } from '../../src/hosting/netlify-rules.ts';
import { bundleEditorScript, editorPage, writePictures } from './bundle.ts';

const cacheDir = 'node_modules/.cache/site-editor';
/** What the editor's bundle is made of: its code, the libraries' lockfile and the shared pictures. */
const inputs = ['src/admin', 'src/hosting', 'src/lib', 'src/assets/images', 'package-lock.json'];

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .sort()
      : [input];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder holding the editor's page, script and pictures, bundled when the sources changed. */
export async function prepareEditor(): Promise<string> {
  const dir = join(cacheDir, fingerprint());
  if (existsSync(join(dir, adminPage))) return dir;
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const script = await bundleEditorScript(dir);
  await writePictures(dir);
  // The page last: its presence says the folder is complete.
  writeFileSync(join(dir, adminPage), editorPage(script));
  return dir;
}
