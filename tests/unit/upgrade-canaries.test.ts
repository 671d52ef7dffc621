/**
 * Canaries for upgrade traps: code that reads what no public API promises, so an upgrade could change it with no
 * type error and no failing test, only a site that quietly does less.
 *
 * - The after-build pass reads Astro's island markup and scripts with patterns (src/after-build/critical-path.ts,
 *   island-styles.ts). Here those very patterns meet what the installed Astro renders: a page with a React island
 *   for each of the site's client directives and a script of its own (tests/unit/support/astro-render.ts).
 * - The editor's field generator reads zod's internal definitions, `_zod.def` (src/admin/decap-fields.ts). Here a
 *   schema of each kind it handles, built with the schemas' zod (astro/zod), must have the definition it reads.
 *
 * Each failure names the pattern or the internal and what would stop working. When one fails after an upgrade: see
 * what Astro or zod now writes (the received markup or definition), change the named pattern or reader in its
 * module, update the hand-written fixtures of its unit tests (tests/unit/critical-path.test.ts,
 * island-styles.test.ts, admin-config.test.ts), then build and run the build tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { defOf } from '../../src/admin/decap-fields.ts';
import {
  directiveAnnouncement,
  externalModuleScript,
  inlineScript,
  isIslandCode,
  islandCodeAsModule,
  islandElementDefinition,
  modulesAfterFirstPaint,
  rendererUrlAttribute,
  scriptUrlAttribute,
} from '../../src/after-build/critical-path.ts';
import { islandStyle, islandStyleToHead } from '../../src/after-build/island-styles.ts';
import { projectRendering, renderIslandPage, type RenderedPage } from './support/astro-render.ts';

const matches = (pattern: RegExp, text: string) => [...text.matchAll(pattern)];

/** What in Astro's page the after-build pass would no longer find, one line per pattern. */
function islandMarkupProblems(page: RenderedPage, directives: readonly string[]): string[] {
  const { html, componentUrl, rendererUrl, scriptUrl } = page;
  const problems: string[] = [];
  const inline = matches(inlineScript, html).map((match) => match[1]!);
  const modules = matches(externalModuleScript, html).map((match) => match[1]!);

  if (!html.includes(islandStyle))
    problems.push(
      `island-styles.ts islandStyle (${islandStyle}) is not the <style> Astro writes beside an island: islandStyleToHead would leave it in <body>`,
    );
  else if (islandStyleToHead(html).indexOf(islandStyle) > islandStyleToHead(html).indexOf('</head>'))
    problems.push('island-styles.ts islandStyleToHead no longer moves the island <style> into <head>');

  const scriptTags = matches(/<script\b[^>]*>/g, html).length;
  if (inline.length + modules.length !== scriptTags)
    problems.push(
      `critical-path.ts inlineScript ${inlineScript} and externalModuleScript ${externalModuleScript} match ${inline.length + modules.length} of the ${scriptTags} scripts Astro wrote: the others would stay where they are, outside the CSP's hashes or on the critical path`,
    );
  if (!inline.some((code) => code.includes(islandElementDefinition)))
    problems.push(
      `critical-path.ts islandElementDefinition (${islandElementDefinition}) is not in Astro's island runtime: islandCodeAsModule would leave it inline, before the first paint`,
    );
  for (const directive of directives)
    if (!inline.some((code) => directiveAnnouncement.test(code) && code.includes(`"astro:${directive}"`)))
      problems.push(
        `critical-path.ts directiveAnnouncement ${directiveAnnouncement} does not match the script Astro builds for client:${directive}: islandCodeAsModule would leave it inline`,
      );
  if (inline.length > 0 && !inline.every(isIslandCode))
    problems.push("critical-path.ts isIslandCode does not recognise every inline script of Astro's island code");
  // Every inline script of this page is Astro's island code: none may stay.
  const left = matches(
    inlineScript,
    islandCodeAsModule(html, () => '/_astro/islands.js'),
  ).length;
  if (left > 0) problems.push(`critical-path.ts islandCodeAsModule left ${left} of Astro's inline scripts in the page`);

  if (!modules.includes(scriptUrl))
    problems.push(
      `critical-path.ts externalModuleScript ${externalModuleScript} does not match the <script type="module"> Astro writes for a component's script: modulesAfterFirstPaint would leave it on the critical path`,
    );
  else if (modulesAfterFirstPaint(html, '').includes(`src="${scriptUrl}"`))
    problems.push("critical-path.ts modulesAfterFirstPaint left the component's module script in place");

  const urls = matches(scriptUrlAttribute, html).map((match) => match[1]!);
  for (const [what, url] of [
    ['component-url', componentUrl],
    ['renderer-url', rendererUrl],
  ] as const)
    if (!urls.includes(url))
      problems.push(
        `critical-path.ts scriptUrlAttribute ${scriptUrlAttribute} does not find the island's ${what} (${url}): used-css.ts would not read its class names`,
      );
  if (!matches(rendererUrlAttribute, html).some((match) => match[1] === rendererUrl))
    problems.push(
      `critical-path.ts rendererUrlAttribute ${rendererUrlAttribute} does not find the island's renderer (${rendererUrl}): ownScriptUrls would count React's own words as the page's`,
    );
  return problems;
}

describe("Astro's island markup and scripts, as the after-build pass reads them", () => {
  let page: RenderedPage;
  let directives: string[];
  beforeAll(async () => {
    const rendering = await projectRendering();
    directives = rendering.directives.map((directive) => directive.name);
    page = await renderIslandPage(rendering);
  });

  it("renders the site's own client directives", () => {
    expect(directives.length).toBeGreaterThan(0);
    for (const directive of directives) expect(page.html).toContain(`client="${directive}"`);
  });

  it('still has the shape every pattern of the after-build pass relies on', () => {
    expect(islandMarkupProblems(page, directives)).toEqual([]);
  });

  it('says which pattern no longer matches when the markup or scripts change shape', () => {
    const changed = (from: string | RegExp, to: string) => ({ ...page, html: page.html.replaceAll(from, to) });
    const problems = (from: string | RegExp, to: string) => islandMarkupProblems(changed(from, to), directives);
    expect(problems(islandElementDefinition, "customElements.define('astro-island'")).toEqual([
      expect.stringContaining('islandElementDefinition'),
      expect.stringContaining('isIslandCode'),
      expect.stringContaining('islandCodeAsModule left'),
    ]);
    expect(problems('new Event("astro:', 'new CustomEvent("astro:')).toEqual(
      expect.arrayContaining([expect.stringContaining('directiveAnnouncement')]),
    );
    expect(problems('renderer-url=', 'data-renderer=')).toEqual([
      expect.stringContaining('scriptUrlAttribute'),
      expect.stringContaining('rendererUrlAttribute'),
    ]);
    expect(problems('<script>', '<script data-astro-island>')).toEqual(
      expect.arrayContaining([expect.stringContaining('inlineScript')]),
    );
    expect(problems('<script type="module" src=', '<script src=')).toEqual([
      expect.stringContaining('inlineScript'),
      expect.stringContaining('externalModuleScript'),
    ]);
    expect(problems(islandStyle, islandStyle.replace('<style>', '<style data-island>'))).toEqual([
      expect.stringContaining('islandStyle'),
    ]);
  });
});

/** A zod schema, as decap-fields reads one: it has a definition. */
const aSchema = Symbol('a zod schema');

/** A dotted path into a definition ("checks.0._zod.def.pattern"); a last part "error()" calls the function. */
function read(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => {
    if (key.endsWith('()')) return (at as Record<string, () => unknown> | undefined)?.[key.slice(0, -2)]?.();
    return (at as Record<string, unknown> | undefined)?.[key];
  }, value);
}

const isSchema = (value: unknown) => typeof (value as { _zod?: { def?: unknown } } | undefined)?._zod?.def === 'object';
const shown = (value: unknown) =>
  value === aSchema ? 'a zod schema' : value instanceof RegExp ? String(value) : JSON.stringify(value);
const same = (actual: unknown, expected: unknown) =>
  expected === aSchema
    ? isSchema(actual)
    : expected instanceof RegExp
      ? actual instanceof RegExp && String(actual) === String(expected)
      : JSON.stringify(actual) === JSON.stringify(expected);

interface DefCase {
  /** How the schemas write it. */
  kind: string;
  schema: z.ZodType;
  /** What decap-fields reads of `_zod.def`, by path, and where. */
  reads: Record<string, unknown>;
  readBy: string;
}

/** "z.email(): _zod.def.pattern is undefined, not /…/ (stringPattern, src/admin/decap-fields.ts)" per difference. */
function defProblems(cases: readonly DefCase[]): string[] {
  return cases.flatMap(({ kind, schema, reads, readBy }) =>
    Object.entries(reads)
      .filter(([path, expected]) => !same(read(defOf(schema), path), expected))
      .map(
        ([path, expected]) =>
          `${kind}: _zod.def.${path} is ${shown(read(defOf(schema), path))}, not ${shown(expected)} (${readBy}, src/admin/decap-fields.ts)`,
      ),
  );
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const https = /^https$/;
const defCases: DefCase[] = [
  {
    kind: 'z.string().min(2).max(80)',
    schema: z.string().min(2).max(80),
    reads: {
      type: 'string',
      'checks.0._zod.def.check': 'min_length',
      'checks.0._zod.def.minimum': 2,
      'checks.1._zod.def.check': 'max_length',
      'checks.1._zod.def.maximum': 80,
    },
    readBy: 'stringPattern, isLongText',
  },
  {
    kind: 'z.string().length(7)',
    schema: z.string().length(7),
    reads: { 'checks.0._zod.def.check': 'length_equals', 'checks.0._zod.def.length': 7 },
    readBy: 'stringPattern',
  },
  {
    kind: 'z.string().regex(pattern, message)',
    schema: z.string().regex(isoDay, 'must be a date'),
    reads: {
      'checks.0._zod.def.format': 'regex',
      'checks.0._zod.def.pattern': isoDay,
      'checks.0._zod.def.error()': 'must be a date',
    },
    readBy: 'stringPattern, isOptionalDate',
  },
  {
    kind: 'z.email(message)',
    schema: z.email('must be a valid e-mail address'),
    reads: {
      type: 'string',
      format: 'email',
      pattern: z.regexes.email,
      'error()': 'must be a valid e-mail address',
    },
    readBy: 'stringPattern',
  },
  {
    kind: 'z.url({ protocol, error })',
    schema: z.url({ protocol: https, error: 'must be an https:// URL' }),
    reads: { type: 'string', format: 'url', protocol: https, 'error()': 'must be an https:// URL' },
    readBy: 'stringPattern',
  },
  {
    kind: 'z.number().int().min(1).max(5)',
    schema: z.number().int().min(1).max(5),
    reads: {
      type: 'number',
      'checks.0._zod.def.format': 'safeint',
      'checks.1._zod.def.check': 'greater_than',
      'checks.1._zod.def.value': 1,
      'checks.2._zod.def.check': 'less_than',
      'checks.2._zod.def.value': 5,
    },
    readBy: 'numberLimits',
  },
  { kind: 'z.boolean()', schema: z.boolean(), reads: { type: 'boolean' }, readBy: 'decapField' },
  { kind: 'z.literal(301)', schema: z.literal(301), reads: { type: 'literal', values: [301] }, readBy: 'decapField' },
  {
    kind: "z.enum(['a', 'b'])",
    schema: z.enum(['a', 'b']),
    reads: { type: 'enum', entries: { a: 'a', b: 'b' } },
    readBy: 'decapField',
  },
  {
    kind: 'z.union([…], { error })',
    schema: z.union([z.literal(301), z.literal(302)], { error: 'must be 301 or 302' }),
    reads: { type: 'union', 'options.0': aSchema, 'options.1': aSchema, 'error()': 'must be 301 or 302' },
    readBy: 'decapField',
  },
  {
    kind: 'z.strictObject({ … })',
    schema: z.strictObject({ name: z.string() }),
    reads: { type: 'object', 'shape.name': aSchema },
    readBy: 'decapFields, fieldsMissing, schemaAt, schemaPaths',
  },
  {
    kind: 'z.array(…).min(1).max(3)',
    schema: z.array(z.string()).min(1).max(3),
    reads: {
      type: 'array',
      element: aSchema,
      'checks.0._zod.def.check': 'min_length',
      'checks.0._zod.def.minimum': 1,
      'checks.1._zod.def.check': 'max_length',
      'checks.1._zod.def.maximum': 3,
    },
    readBy: 'decapField',
  },
  {
    kind: 'z.array(…).length(2)',
    schema: z.array(z.string()).length(2),
    reads: { 'checks.0._zod.def.check': 'length_equals', 'checks.0._zod.def.length': 2 },
    readBy: 'decapField',
  },
  {
    kind: '….optional()',
    schema: z.string().optional(),
    reads: { type: 'optional', innerType: aSchema },
    readBy: 'unwrap',
  },
  {
    kind: '….nullable()',
    schema: z.string().nullable(),
    reads: { type: 'nullable', innerType: aSchema },
    readBy: 'unwrap',
  },
  {
    kind: '….default(301)',
    schema: z.number().default(301),
    reads: { type: 'default', defaultValue: 301, innerType: aSchema },
    readBy: 'unwrap',
  },
  {
    kind: '….transform(…)',
    schema: z.string().transform((text) => text.trim()),
    reads: { type: 'pipe', in: aSchema },
    readBy: 'unwrap',
  },
];

describe("zod's field definitions, as the editor's field generator reads them", () => {
  it('still has the shape decap-fields reads, for every kind of field it handles', () => {
    expect(defProblems(defCases)).toEqual([]);
  });

  it("keeps an owner-ordered list's meta, which decides between a multiple select and an ordered list", () => {
    const ordered = z.array(z.enum(['a', 'b'])).meta({ ordered: true });
    expect(ordered.meta()?.ordered, "z.array(…).meta({ ordered: true }).meta() (decapField's ordered choices)").toBe(
      true,
    );
  });

  it('says which internal changed when a definition has another shape', () => {
    const renamed = {
      _zod: { def: { type: 'string', checks: [{ _zod: { def: { format: 'regex', regex: isoDay } } }] } },
    };
    expect(
      defProblems([
        { kind: 'a regex check', schema: renamed as never, reads: defCases[2]!.reads, readBy: 'stringPattern' },
      ]),
    ).toEqual([
      'a regex check: _zod.def.checks.0._zod.def.pattern is undefined, not /^\\d{4}-\\d{2}-\\d{2}$/ (stringPattern, src/admin/decap-fields.ts)',
      'a regex check: _zod.def.checks.0._zod.def.error() is undefined, not "must be a date" (stringPattern, src/admin/decap-fields.ts)',
    ]);
  });
});
