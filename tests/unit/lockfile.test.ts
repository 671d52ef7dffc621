/**
 * The lockfile is the single pin of the dependency tree, for every platform: `npm ci` on macOS,
 * Windows or Linux installs exactly what was tested. npm leaves a platform's native package out of
 * the lockfile when it was generated over an existing node_modules, or when that version was not
 * available; `npm ci` then refuses to install (EUSAGE), so this fails first.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Where Node would find `name` from the package installed at `path` (walking up node_modules). */
function resolveFrom(path: string, name: string): LockedPackage | undefined {
  for (let base = path; ;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found || !base) return found;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

it('locks every optional dependency that a locked package lists, for every platform', () => {
  const missing = Object.entries(lock.packages).flatMap(([path, pkg]) =>
    Object.keys(pkg.optionalDependencies ?? {})
      .filter((name) => !resolveFrom(path, name))
      .map((name) => `${path || '(root)'} -> ${name}`),
  );
  expect(missing).toEqual([]);
});

it('has darwin, win32 and linux builds of the native packages', () => {
  const platforms = new Set(Object.values(lock.packages).flatMap((pkg) => pkg.os ?? []));
  for (const os of ['darwin', 'win32', 'linux']) expect(platforms).toContain(os);
});

it('matches package.json: every declared dependency is locked at the root', () => {
  const root = lock.packages['']! as LockedPackage & {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  expect(root.dependencies).toEqual(manifest.dependencies);
  expect(root.devDependencies).toEqual(manifest.devDependencies);
  const unlocked = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !lock.packages[`node_modules/${name}`],
  );
  expect(unlocked).toEqual([]);
});
