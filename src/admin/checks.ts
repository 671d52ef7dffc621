/**
 * The editor's checks of a field, with the zod schema the build validates the file with (src/admin/admin-config.ts
 * kindSchema): a field's config carries `check: "<kind>#<path>"`, and its control refuses, next to it and before
 * anything is saved, what the build would refuse: a phone number libphonenumber does not read, a text naming a
 * {placeholder} the site does not fill, a group filled in part (an optional group is all or nothing), a rule that
 * spans fields (a card's picture needs its description), and, for a field configured with the brand's claims
 * (`claims`), a claim its proof does not back or a trade it does not offer (src/lib/claims.ts), a choice of services
 * that drops a trade its words name, proof that no longer backs what its words claim. What Decap checks itself
 * (required, length, format, number of items) is left to it.
 */
import type { z } from 'astro/zod';
import { fileKinds, kindLabels, kindSchema, type FileKind } from './admin-config.ts';
import { placeholderNames } from '../lib/brand-content.ts';
import { ownerTextProblem, proofProblem, servicesProblem, type EditorClaims } from '../lib/claim-editing.ts';
import type { Proof } from '../lib/proof-schema.ts';
import { schemaAt } from './decap-fields.ts';
import { isHidden } from './editor-labels.ts';
import { isEmpty, withoutEmpty, type Data } from './editor-files.ts';

const schemas = new Map<FileKind, z.ZodType>();
const schemaOf = (kind: FileKind) => {
  if (!schemas.has(kind)) schemas.set(kind, kindSchema(kind));
  return schemas.get(kind)!;
};

/** A {name} a text may not use: the facts the site fills in are the only names in braces. */
function unknownPlaceholder(text: string): string | undefined {
  const names = [...text.matchAll(/\{(\w*)\}/g)].map((match) => match[1]!);
  const unknown = names.find((name) => !(placeholderNames as readonly string[]).includes(name));
  if (unknown === undefined && !/[{}]/.test(text.replace(/\{\w+\}/g, ''))) return undefined;
  return `names {${unknown ?? ''}}, which the site cannot fill in: use one of {${placeholderNames.join('}, {')}}, or leave out the curly brackets`;
}

const isObject = (value: unknown): value is object => !!value && typeof value === 'object' && !Array.isArray(value);

/** Immutable values as Decap holds them, as plain data. */
const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * An issue of a group's schema in the owner's words, naming the field by its label. `whole`: the group is one
 * control (a day of opening hours), so every issue is said here, none being Decap's.
 */
function describeIssue(kind: FileKind, path: string, issue: Issue, whole = false): string | undefined {
  const labels = kindLabels(kind);
  const at = issue.path.filter((key): key is string => typeof key === 'string');
  const entry = at.length ? labels[[path, ...at].join('.')] : undefined;
  const name = entry && !isHidden(entry) ? entry.label : undefined;
  let message: string | undefined;
  if (issue.code === 'custom') message = issue.message;
  else if (issue.code === 'invalid_type' && issue.input === undefined) message = 'is needed';
  else if (issue.code === 'too_small' && issue.origin === 'array') message = `needs at least ${issue.minimum}`;
  else if (issue.code === 'too_big' && issue.origin === 'array') message = `may have at most ${issue.maximum}`;
  else if (whole) message = textIssue(issue);
  if (!message) return undefined;
  return name ? `${name}: ${message}` : message;
}

/** A rule the list's own schema sets over all its items (not an item's own issue, which its control shows). */
const isListRule = (issue: Issue) => issue.code === 'custom' && issue.path.length === 0;

/** A text's first issue in the owner's words (its length counted as the build counts it: spaces at the ends do not). */
function textIssue(issue: Issue): string {
  if (issue.code === 'too_small')
    return Number(issue.minimum) === 1
      ? 'needs some words, not only spaces'
      : `needs at least ${issue.minimum} characters, not counting spaces at either end`;
  if (issue.code === 'too_big') return `may have at most ${issue.maximum} characters`;
  return issue.message;
}

/**
 * The first problem with a field's value, in the owner's words, or undefined when the build would take it.
 * `pattern`: the field's own (Decap says why a value does not match it: nothing is added to that). `claims`: the
 * brand's, for a field the claim check covers.
 */
export function fieldProblem(
  check: string | undefined,
  raw: unknown,
  pattern?: [string, string],
  whole = false,
  claims?: EditorClaims,
  file?: string,
): string | undefined {
  if (!check) return undefined;
  const [kind, path] = check.split('#') as [FileKind, string];
  const schema = kind in fileKinds ? schemaAt(schemaOf(kind), path) : undefined;
  if (!schema) return undefined;
  const value = plain(raw);
  // Left empty, a field of the brand's own file is left out of it, and the shared words show in its place.
  const fallback = claims && file ? claims.fallbacks[file]?.[path] : undefined;
  const fewest = claims && file ? (claims.fewest[file] ?? 1) : 1;
  if (fallback && Array.isArray(value) && value.length < fewest && fewest > 1)
    return `needs at least ${fewest} of your own: with fewer, standard ones are shown to make up the number, and they would not pass (${fallback})`;
  const emptied =
    value === '' ||
    value === undefined ||
    (Array.isArray(value) && !value.length) ||
    (isObject(value) && isEmpty(value));
  if (fallback && emptied)
    return `may not be left empty: the standard words shown instead would not pass (${fallback}); write your own`;
  if (typeof value === 'string') {
    if (value === '' || (pattern && !new RegExp(pattern[0]).test(value))) return undefined;
    const result = schema.safeParse(value);
    if (!result.success) return textIssue(result.error.issues[0] as Issue);
    return (kind === 'brand' ? undefined : unknownPlaceholder(value)) ?? (claims && ownerTextProblem(value, claims));
  }
  if (claims && (check === 'brand#services' || check === 'brand#focus'))
    return servicesProblem(Array.isArray(value) ? value : [], claims, check === 'brand#focus');
  // Proof emptied whole is left out of the file: what the words claim must still stand without it.
  if (claims && check === 'brand#proof') {
    const problem = proofProblem(
      value && typeof value === 'object' ? (withoutEmpty(value as Data) as Proof) : {},
      claims,
    );
    if (problem) return problem;
  }
  // A list emptied: Decap counts the items of an optional list only when it has some. A list with items: a rule
  // over the whole list (the home page's sections: each once, the top first); its items Decap checks itself.
  if (Array.isArray(value)) {
    const result = schema.safeParse(value);
    const issue = result.success ? undefined : (result.error.issues[0] as Issue);
    if (value.length) {
      const rule = result.success ? undefined : (result.error.issues as Issue[]).find(isListRule);
      return rule?.message;
    }
    return issue?.code === 'too_small' ? `needs at least ${issue.minimum}` : undefined;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    // A group left wholly empty is left out of the file (an optional one) or refused by Decap (a required one).
    if (isEmpty(value)) return undefined;
    const cleaned = withoutEmpty(value as Data);
    const result = schema.safeParse(cleaned);
    if (result.success) return undefined;
    for (const issue of result.error.issues as Issue[]) {
      const described = describeIssue(kind, path, issue, whole);
      if (described) return described;
    }
  }
  return undefined;
}
