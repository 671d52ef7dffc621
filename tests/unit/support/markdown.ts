/**
 * The project's Markdown as the docs tests read it: its blocks, its headings' anchors and its links.
 *
 * A block is what a reader takes in as one paragraph: a run of non-blank lines outside code fences, where
 * each heading, each list item (with its continuation lines) and each table row counts as a block of its own.
 * Code fences, and code spans inside a block, are code, not prose: no block and no link is read from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Block {
  /** 1-based line where the block starts. */
  line: number;
  /** Its lines, trimmed, joined by single spaces. */
  text: string;
}

const fenceOpening = /^\s*(`{3,}|~{3,})/;
const listItem = /^\s*(?:[-*+]|\d+[.)])\s+/;
const tableRow = /^\s*\|/;
const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

export function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  let current: Block | undefined;
  let fence: string | undefined;
  const end = () => {
    if (current) found.push(current);
    current = undefined;
  };
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      return;
    }
    const opening = fenceOpening.exec(line);
    if (opening) {
      end();
      fence = opening[1];
      return;
    }
    if (line.trim() === '') return end();
    const standsAlone = heading.test(line) || tableRow.test(line);
    if (standsAlone || listItem.test(line)) end();
    if (current) current.text += ` ${line.trim()}`;
    else current = { line: index + 1, text: line.trim() };
    if (standsAlone) end();
  });
  end();
  return found;
}

/**
 * The anchor GitHub gives a heading (github-slugger): its text lower-cased, every character that is not a letter,
 * a mark, a digit, a connector (`_`), a hyphen or a space dropped, then each space a hyphen.
 */
export function githubSlug(headingText: string): string {
  return headingText
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: code spans, emphasis and links reduced to their words. */
function renderedText(markdownText: string): string {
  return markdownText
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__|\*)/g, '');
}

/** Every heading's anchor, the second and later of one text numbered as GitHub numbers them (`-1`, `-2`). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const block of blocks(markdown)) {
    const match = heading.exec(block.text);
    if (!match) continue;
    const slug = githubSlug(renderedText(match[2]!));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Link {
  line: number;
  target: string;
}

/** The targets of inline links and images (`[text](target)`) and of link definitions (`[id]: target`). */
export function links(markdown: string): Link[] {
  const found: Link[] = [];
  for (const block of blocks(markdown)) {
    const prose = block.text.replace(/(`+)[\s\S]*?\1/g, '');
    for (const match of prose.matchAll(/\[(?:[^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      found.push({ line: block.line, target: match[1]! });
    const definition = /^\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition) found.push({ line: block.line, target: definition[1]! });
  }
  return found;
}

/** Markdown files under `dir` (relative to the project root), in every subfolder, as paths from the root. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name))
    .sort();
}

export const readText = (file: string) => readFileSync(file, 'utf8');
