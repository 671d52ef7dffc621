import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandJsonSchema, brandJsonSchemaPath } from '../../scripts/brand-json-schema.ts';
import { BrandError, validateBrands, type BrandFile } from '../../src/lib/brand.ts';
import { loadBrands, readBrandFiles, selectBrand } from '../../src/lib/load-brands.ts';

const realFiles = readBrandFiles();
const clone = (): BrandFile[] => realFiles.map(({ file, data }) => ({ file, data: structuredClone(data) }));
const edit = (files: BrandFile[], id: string, change: (data: Record<string, unknown>) => void) => {
  change(files.find((f) => f.file === `brands/${id}.json`)!.data as Record<string, unknown>);
  return files;
};

function brandError(files: BrandFile[]): BrandError {
  try {
    validateBrands(files);
  } catch (error) {
    if (error instanceof BrandError) return error;
    throw error;
  }
  throw new Error('expected validateBrands to throw');
}

describe('brand files', () => {
  it('loads six valid brands with the default first', () => {
    const brands = loadBrands();
    expect(brands).toHaveLength(6);
    expect(brands[0]!.default).toBe(true);
    expect(brands.filter((b) => b.default)).toHaveLength(1);
  });

  it('uses only reserved placeholder domains and Ofcom drama numbers', () => {
    for (const brand of loadBrands()) {
      for (const host of [...brand.hostnames, ...brand.apexHostnames]) expect(host).toMatch(/\.example$/);
      expect(brand.email).toMatch(/@[a-z0-9.-]+\.example$/);
      expect(brand.phone.replace(/\s/g, '')).toMatch(/^(07700900\d{3}|01632960\d{3})$/);
      expect(brand.whatsapp).toBe(`44${brand.phone.replace(/\s/g, '').slice(1)}`);
    }
  });

  it('selects a brand by id and falls back to the default', () => {
    const brands = loadBrands();
    expect(selectBrand(brands, undefined).default).toBe(true);
    expect(selectBrand(brands, 'local-fencing-uk').id).toBe('local-fencing-uk');
    expect(() => selectBrand(brands, 'nope')).toThrow(/BRAND=nope matches no file/);
  });

  it('names file and field when a required field is missing', () => {
    const error = brandError(edit(clone(), 'local-fencing-uk', (d) => delete d.phone));
    expect(error.file).toBe('brands/local-fencing-uk.json');
    expect(error.field).toBe('phone');
    expect(error.message).toMatch(/^brands\/local-fencing-uk\.json: field "phone"/);
  });

  it('names file and field for a bad e-mail', () => {
    const error = brandError(edit(clone(), 'garden-services-uk', (d) => (d.email = 'not an email')));
    expect(error.message).toBe('brands/garden-services-uk.json: field "email" must be a valid e-mail address');
  });

  it('names nested fields', () => {
    const error = brandError(
      edit(clone(), 'wiltshire-tree-surgery', (d) => ((d.address as Record<string, unknown>).postcode = 'nowhere')),
    );
    expect(error.field).toBe('address.postcode');
  });

  it('rejects a hostname used by two brands', () => {
    const taken = (realFiles[0]!.data as { hostnames: string[] }).hostnames[0];
    const error = brandError(edit(clone(), 'wiltshire-tree-surgery', (d) => ((d.hostnames as string[])[1] = taken!)));
    expect(error.file).toBe('brands/wiltshire-tree-surgery.json');
    expect(error.field).toBe('hostnames.1');
    expect(error.message).toContain(`"${taken}" is already used by`);
  });

  it('rejects zero default brands', () => {
    const files = edit(clone(), 'fencing-landscaping', (d) => (d.default = false));
    const error = brandError(files);
    expect(error.field).toBe('default');
    expect(error.message).toContain('no brand has "default": true');
  });

  it('rejects two default brands', () => {
    const error = brandError(edit(clone(), 'local-fencing-uk', (d) => (d.default = true)));
    expect(error.field).toBe('default');
    expect(error.message).toMatch(/brands\/fencing-landscaping\.json, brands\/local-fencing-uk\.json all have it/);
  });

  it('rejects an id that differs from the file name', () => {
    const error = brandError(edit(clone(), 'local-fencing-uk', (d) => (d.id = 'another-id')));
    expect(error.message).toContain('must equal the file name "local-fencing-uk"');
  });

  it('rejects unknown fields (typos)', () => {
    const error = brandError(edit(clone(), 'local-fencing-uk', (d) => (d.phnoe = '07700 900999')));
    expect(error.file).toBe('brands/local-fencing-uk.json');
    expect(error.message).toContain('phnoe');
  });

  it('reports a file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    writeFileSync(join(dir, 'broken.json'), '{ "id": "broken", ');
    expect(() => readBrandFiles(dir)).toThrow(/^brands\/broken\.json: file is not valid JSON/);
  });

  it('keeps brands/brand.schema.json in step with the zod schema', () => {
    expect(readFileSync(brandJsonSchemaPath, 'utf8')).toBe(brandJsonSchema());
    const schema = JSON.parse(brandJsonSchema());
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'default', 'hostnames', 'phone', 'email', 'address']),
    );
  });
});
