/**
 * Node's version is written only where a tool reads it, and those places agree. The source is the `node` package in
 * package.json (locked in package-lock.json): npm runs the project's scripts and npx on it, whatever the machine's
 * Node. `.nvmrc` says the same major version for what runs before npm does: Netlify's build machine and nvm read it.
 * `@types/node` describes that major version. Nothing else names one: a NODE_VERSION in netlify.toml would override
 * .nvmrc on Netlify, and npm only warns about `engines`, wrongly on a machine whose own Node is older.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** "^24.21.0" → 24, "24.21.0" → 24, "24" → 24. */
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);
const source = major(manifest.dependencies.node!);

it('runs on the Node of the `node` package, locked at the same major version', () => {
  expect(source).toBeGreaterThan(0);
  expect(major(lock.packages['node_modules/node']!.version!), 'package-lock.json').toBe(source);
  expect(major(process.versions.node), 'the Node these tests run on').toBe(source);
});

it('gives .nvmrc (Netlify, nvm) and @types/node the same major version', () => {
  expect(readFileSync('.nvmrc', 'utf8').trim(), '.nvmrc').toBe(String(source));
  expect(major(manifest.devDependencies['@types/node']!), '@types/node').toBe(source);
});

it('names the version nowhere else', () => {
  expect(readFileSync('netlify.toml', 'utf8'), 'netlify.toml').not.toMatch(/^\s*NODE_VERSION\s*=/m);
  expect(existsSync('.node-version'), '.node-version').toBe(false);
  expect(manifest.engines?.node, 'package.json engines').toBeUndefined();
});
