/** The JSON Schema editors use to autocomplete and check brands/*.json, generated from the zod schema. */
import { z } from 'astro/zod';
import { brandSchema } from '../src/lib/brand-schema.ts';

export const brandJsonSchemaPath = 'brands/brand.schema.json';

export function brandJsonSchema(): string {
  const schema = z.toJSONSchema(brandSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ title: 'Brand file', description: 'One brand (site identity) of the multi-brand build. Generated from src/lib/brand-schema.ts by scripts/build.ts.', ...schema }, null, 2)}\n`;
}
