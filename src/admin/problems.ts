/**
 * On this machine (npm run admin), what the build would stop at, shown at the foot of the editor: the editor
 * opens whatever the files hold, so the owner sees where a file went wrong and can put it right. Shown again
 * after each save, once the files have been checked.
 */
import { problemsFile } from './admin-config.ts';

const bannerId = 'build-problems';

export async function showProblems(): Promise<void> {
  const response = await fetch(new URL(problemsFile, import.meta.url)).catch(() => undefined);
  const problems = response?.ok ? ((await response.json()) as string[]) : [];
  document.getElementById(bannerId)?.remove();
  document.body.style.paddingBottom = '';
  if (!problems.length) return;
  const banner = document.createElement('div');
  banner.id = bannerId;
  banner.setAttribute('role', 'alert');
  banner.style.cssText =
    'position:fixed;bottom:0;left:0;right:0;max-height:40vh;overflow:auto;z-index:400;background:#fef2f2;color:#7f1d1d;border-top:2px solid #b91c1c;padding:0.75rem 1rem;font:15px/1.4 system-ui,sans-serif';
  const heading = document.createElement('strong');
  heading.textContent = 'The site cannot be built until this is put right:';
  const list = document.createElement('ul');
  list.style.margin = '0.25rem 0 0';
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  banner.append(heading, list);
  // At the foot of the window, clear of the editor's bar, the page made taller by as much.
  document.body.append(banner);
  document.body.style.paddingBottom = `${banner.offsetHeight}px`;
}

/** After a save, once npm run admin has had the files checked. */
export function showProblemsAfterSave(): void {
  for (const delay of [2500, 8000]) setTimeout(() => void showProblems(), delay);
}
