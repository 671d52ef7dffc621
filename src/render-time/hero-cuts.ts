/**
 * What each hero style would cut of each brand's drawn home hero, as tools/images measured it when it drew the
 * picture (src/assets/images/hero-cuts.json), and the check of a brand's style against it: the build stops on a
 * style that would cut a figure or vehicle at an edge, and the editor offers only the styles that do not. A brand
 * with its own hero photo (brands/<id>/images/hero.*) may take any style. Node only.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../lib/brand-schema.ts';
import { resolveLook } from '../lib/brand-look.ts';
import { heroStyleProblem, type HeroCuts } from '../lib/hero-frames.ts';
import { photoName } from '../lib/photo-check.ts';
import { brandImagesDir } from './brand-images.ts';

export const heroCutsPath = 'src/assets/images/hero-cuts.json';

export function readHeroCuts(root = process.cwd()): Record<string, HeroCuts> {
  const path = join(root, heroCutsPath);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, HeroCuts>) : {};
}

export function writeHeroCuts(cuts: Record<string, HeroCuts>, root = process.cwd()): void {
  const sorted = Object.fromEntries(Object.entries(cuts).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, heroCutsPath), `${JSON.stringify(sorted, null, 2)}\n`);
}

function hasOwnHero(brandId: string, root: string): boolean {
  const dir = join(root, brandImagesDir(brandId));
  return existsSync(dir) && readdirSync(dir).some((file) => photoName(file)?.key === 'hero');
}

/** What a brand's drawn hero would have cut, by style; undefined with its own photo or no drawing yet. */
export function drawnHeroCuts(brandId: string, root = process.cwd()): HeroCuts | undefined {
  return hasOwnHero(brandId, root) ? undefined : readHeroCuts(root)[brandId];
}

/** The brand's hero style, when it would cut its drawn hero: one message naming file and field. */
export function heroStyleProblems(brand: Brand, root = process.cwd()): string[] {
  const cuts = drawnHeroCuts(brand.id, root);
  const problem = cuts && heroStyleProblem(resolveLook(brand).hero, cuts);
  return problem ? [`brands/${brand.id}.json look.hero: ${problem}`] : [];
}
