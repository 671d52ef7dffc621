/**
 * What stands between the owner's site and going live (src/lib/readiness.ts, measured by the last build and carried
 * in the editor's configuration): a panel in a corner of the editor, closed until opened, its heading saying how
 * many things are left. The same list as `npm run readiness` prints.
 */
import type { BrandReadiness, ReadinessItem } from '../lib/readiness.ts';

const panelId = 'go-live-readiness';

function itemList(items: readonly ReadinessItem[], colour: string): HTMLUListElement {
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0.25rem 0 0.75rem;padding-left:1.25rem';
  for (const item of items) {
    const entry = document.createElement('li');
    entry.style.cssText = `margin:0.4rem 0;color:${colour}`;
    entry.append(item.text);
    if (item.details.length) {
      const details = document.createElement('ul');
      details.style.cssText = 'margin:0.2rem 0 0;padding-left:1.1rem;color:#292524;font-size:14px';
      for (const detail of item.details) {
        const line = document.createElement('li');
        line.textContent = detail;
        details.append(line);
      }
      entry.append(details);
    }
    list.append(entry);
  }
  return list;
}

export function showReadiness(readiness: BrandReadiness | undefined): void {
  document.getElementById(panelId)?.remove();
  if (!readiness) return;
  const left = readiness.left.length;
  const panel = document.createElement('details');
  panel.id = panelId;
  panel.style.cssText =
    'position:fixed;right:1rem;bottom:1rem;z-index:350;max-width:min(36rem,calc(100vw - 2rem));max-height:70vh;overflow:auto;background:#fff;color:#1c1917;border:2px solid ' +
    (left ? '#b45309' : '#15803d') +
    ';border-radius:0.5rem;box-shadow:0 4px 16px rgb(0 0 0 / 0.2);padding:0.5rem 0.9rem;font:15px/1.45 system-ui,sans-serif';
  const summary = document.createElement('summary');
  summary.style.cssText = 'cursor:pointer;font-weight:600;min-height:24px';
  summary.textContent = left
    ? `Before your site goes live: ${left} ${left === 1 ? 'thing' : 'things'} left`
    : 'Your site is ready to go live';
  panel.append(summary);
  if (left) panel.append(itemList(readiness.left, '#7c2d12'));
  if (readiness.suggestions.length) panel.append(itemList(readiness.suggestions, '#1c1917'));
  const note = document.createElement('p');
  note.style.cssText = 'margin:0;font-size:13px;color:#57534e';
  note.textContent = 'Checked when the site was last built: it changes once your saves are on the site.';
  panel.append(note);
  document.body.append(panel);
}
