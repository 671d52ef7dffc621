/**
 * HTML validity: html-validate (recommended preset; every rule change in .htmlvalidate.json is
 * justified in docs/reference/quality-checks.md, "HTML checkers' exceptions") over every built page of every brand. Zero errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { maxTitleLength } from '../../src/lib/seo.ts';
import { builtBrands, decodeEntities, pagesOf } from './support/site.ts';

const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  const pages = pagesOf(id);

  it('has no html-validate errors on any page', { timeout: 120_000 }, async () => {
    expect(pages.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(page.html, join('dist', id, page.file));
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(
            `${page.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ''}]`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Stands in for html-validate's long-title, which counts "&amp;" as five characters.
  it(`keeps every <title> within ${maxTitleLength} characters as a reader sees it`, () => {
    const long = pages
      .map((page) => ({ path: page.path, title: decodeEntities(/<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '') }))
      .filter(({ title }) => title.length > maxTitleLength)
      .map(({ path, title }) => `${path}: ${title.length} characters: ${title}`);
    expect(long).toEqual([]);
  });
});
