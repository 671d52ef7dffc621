/**
 * A small inline markup for content sentences that carry links or emphasis (the privacy notice):
 * `**strong**` and `[text](target)`, where a target is a path, an https URL or a name the page
 * resolves (e.g. `mailto`, `tel`, `whatsapp`). Everything else is escaped. Pure.
 */
import { nonBreaking } from './links.ts';
import { escapeMarkup, wrapPieces } from './text.ts';

export interface InlineMarkupOptions {
  /** Named link targets: `[text](mailto)` → targets.mailto. */
  targets?: Record<string, string>;
  /** The links' class attribute. */
  linkClass?: string;
}

/** HTML for one sentence of inline markup; an unknown named target is an error naming it. */
export function inlineMarkup(text: string, { targets = {}, linkClass }: InlineMarkupOptions = {}): string {
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\(([^)\s]+)\)/g;
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += escapeMarkup(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      html += `<strong>${escapeMarkup(match[1])}</strong>`;
      continue;
    }
    const target = match[3]!;
    const href = /^(\/|https:\/\/)/.test(target) ? target : targets[target];
    if (href === undefined)
      throw new Error(
        `inline markup: link target "${target}" is neither a path, an https URL nor one of ${Object.keys(targets).join(', ')}`,
      );
    // A phone number stays on one line.
    const label = href.startsWith('tel:') ? nonBreaking(match[2]!) : match[2]!;
    const rel = href.startsWith('https://') ? ' rel="noopener"' : '';
    const cls = linkClass ? ` class="${escapeMarkup(linkClass)}"` : '';
    // An e-mail address may wrap after its "@" and before its dots, never mid-word.
    const shown = wrapPieces(label).map(escapeMarkup).join('<wbr>');
    html += `<a${cls} href="${escapeMarkup(href)}"${rel}>${shown}</a>`;
  }
  return html + escapeMarkup(text.slice(last));
}
