/**
 * What the editor writes (src/lib/editor-files.ts, src/admin/formats.ts): a brand file saved unchanged comes
 * out byte for byte as it is in brands/, and every file it writes passes `prettier --check` (npm run lint).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { brandJson, brandYaml, yamlList } from '../../src/admin/formats.ts';
import { inFieldOrder, withoutEmpty } from '../../src/lib/editor-files.ts';

const brandFiles = readdirSync('brands').filter((name) => name.endsWith('.json') && name !== 'brand.schema.json');
const yamlFiles = readdirSync('brands', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => join(entry.parentPath, entry.name));
const prettierOptions = async (file: string) => ({ ...(await prettier.resolveConfig(file)), filepath: file });

describe('brand files', () => {
  it.each(brandFiles)('%s saved unchanged is the same bytes', (name) => {
    const text = readFileSync(join('brands', name), 'utf8');
    expect(brandJson.toFile(brandJson.fromFile(text), [])).toBe(text);
  });

  it('puts keys in the fields’ order and drops emptied values', async () => {
    const saved = brandJson.toFile({ email: 'a@b.example', whatsapp: '', phone: '07700 900123', look: {} }, [
      'phone',
      'whatsapp',
      'email',
    ]);
    expect(saved).toBe('{\n  "phone": "07700 900123",\n  "email": "a@b.example"\n}\n');
    expect(await prettier.check(saved, await prettierOptions('brands/x.json'))).toBe(true);
  });
});

describe('content files', () => {
  it.each(yamlFiles)('%s saved unchanged passes prettier --check and reads back the same', async (file) => {
    const text = readFileSync(file, 'utf8');
    const format = /^- /m.test(text.replace(/^#.*\n/gm, '').slice(0, 2)) ? yamlList : brandYaml;
    const saved = format.toFile(format.fromFile(text) as never, []);
    expect(format.fromFile(saved)).toEqual(format.fromFile(text));
    expect(await prettier.check(saved, await prettierOptions(file))).toBe(true);
  });
});

describe('helpers', () => {
  it('keeps unnamed keys after the named ones, and lists as they are', () => {
    expect(Object.keys(inFieldOrder({ z: 1, b: 2, a: 3 }, ['a', 'b']) as object)).toEqual(['a', 'b', 'z']);
    expect(withoutEmpty({ list: [], text: '', nested: { empty: '' }, kept: 'x' })).toEqual({ list: [], kept: 'x' });
  });
});
