/**
 * Every kind of content file the owner edits (src/lib/editable-kinds.ts) is, for the same files: a collection of the
 * build (src/content.config.ts), checked by the editor's pre-save check (scripts/admin/problems.ts) and an entry of
 * the editor's configuration (src/admin/admin-config.ts). A kind left out of any of the three would let a save pass
 * the editor that stops the build, or leave a file the build reads that the owner cannot edit.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { brandFileProblems } from '../../scripts/admin/problems.ts';
import { editedFiles, fileKinds, kindSchema, type BrandEditing } from '../../src/admin/admin-config.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { collections } from '../../src/content.config.ts';
import {
  editableKindIds,
  editableKinds,
  isFilePerEntry,
  isListKind,
  kindSpec,
  type EditableKind,
} from '../../src/lib/editable-kinds.ts';
import { serviceCatalogue } from '../../src/lib/service-catalogue.ts';
import { brand } from '../../src/render-time/brand.ts';
import { brandContentDir, findBrandFile } from '../../src/render-time/brand-content-files.ts';
import { loadKind } from '../../src/render-time/editable-content.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';

// Astro's virtual module, which only a build provides: its defineCollection is Astro's own (astro/content/config).
vi.mock('astro:content', async () => ({
  defineCollection: (await import('astro/content/config')).defineCollection,
}));

/** The id of the first entry the kind's shared file (or folder) holds: a brand's own file may rewrite it. */
function firstSharedId(kind: EditableKind): string {
  const spec = kindSpec(kind);
  if (!('shared' in spec)) throw new Error(`${kind}: no shared file`);
  if (!spec.shared.match(/\.(ya?ml|json)$/))
    return readdirSync(spec.shared)
      .filter((file) => file.endsWith('.yaml'))
      .sort()[0]!
      .replace(/\.yaml$/, '');
  const items = parseYaml(readFileSync(spec.shared, 'utf8')) as { id: string }[];
  return items[0]!.id;
}

/** The name (under brands/<id>/content/) of a brand's own file of the kind. */
const ownName = (kind: EditableKind) =>
  isFilePerEntry(kind) ? `${editableKinds[kind].own}/${firstSharedId(kind)}` : editableKinds[kind].own;

describe('every kind the owner edits', () => {
  it('is a collection of the build, read by the kind’s loader', () => {
    const built = collections as unknown as Record<string, { loader: () => unknown } | undefined>;
    for (const kind of editableKindIds) {
      const collection = built[editableKinds[kind].collection];
      expect(collection, kind).toBeDefined();
      expect(collection!.loader(), kind).toEqual(loadKind(kind, brand, imageKeys));
    }
  });

  describe('is checked by the editor’s pre-save check', () => {
    const root = mkdtempSync(join(tmpdir(), 'editable-kinds-'));
    cpSync('brands', join(root, 'brands'), { recursive: true });
    mkdirSync(join(root, 'src'));
    cpSync('src/content', join(root, 'src/content'), { recursive: true });
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const [checked] = loadBrands(join(root, 'brands'));

    it('which passes the brand as it is', async () => {
      expect(await brandFileProblems(checked!, imageKeys, root)).toEqual([]);
    });

    /** A file of the kind its schema refuses: a key no entry has, or an item missing what every item needs. */
    const refused = (kind: EditableKind) =>
      isListKind(kind) ? '- id: not-an-item\n  notAField: refused\n' : 'notAField: refused\n';

    it.each(editableKindIds)('%s: a file its schema refuses is reported, naming it', async (kind) => {
      const name = ownName(kind);
      const file = findBrandFile(checked!, name, root) ?? `${brandContentDir(checked!.id)}/${name}.yaml`;
      const path = join(root, file);
      const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, refused(kind));
      try {
        const problems = await brandFileProblems(checked!, imageKeys, root);
        expect(
          problems.filter((problem) => problem.startsWith(`${file}:`)),
          problems.join('\n'),
        ).not.toEqual([]);
      } finally {
        if (before === undefined) rmSync(path);
        else writeFileSync(path, before);
      }
    });
  });

  it('is an entry of the editor’s configuration, checked with the kind’s schema', () => {
    const id = 'editable-kinds-test';
    const contentFiles = Object.fromEntries(
      editableKindIds.map((kind) => [ownName(kind), `${brandContentDir(id)}/${ownName(kind)}.yaml`]),
    );
    // Every service a lead service, so every service page it words is an entry.
    const editing: BrandEditing = {
      brand: { id, businessName: 'Editable Kinds Test', focus: serviceCatalogue.map((entry) => entry.id) },
      contentFiles,
    };
    const entries = editedFiles(editing, imageKeys);
    for (const kind of editableKindIds) {
      expect(fileKinds[kind]?.labels, kind).toBeDefined();
      expect(kindSchema(kind, imageKeys), kind).toBeDefined();
      const entry = entries.find((e) => e.file === contentFiles[ownName(kind)]);
      expect(entry?.kind, kind).toBe(kind);
      // Its fields are checked as files of this kind ("<kind>#<path>", src/admin/checks.ts), at any depth.
      const checks = [...JSON.stringify(entry!.fields).matchAll(/"check":"([^"#]*)#/g)].map((match) => match[1]);
      expect(checks.length, kind).toBeGreaterThan(0);
      expect(new Set(checks), kind).toEqual(new Set([kind]));
    }
  });
});
