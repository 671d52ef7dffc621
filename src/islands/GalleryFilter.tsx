import { useState, useSyncExternalStore } from 'react';
import type { PictureData } from '../assets/responsive-image.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated } from './hooks.ts';
import { ResponsivePicture } from './ResponsivePicture.tsx';

export interface GalleryProject {
  id: string;
  title: string;
  category: string;
  description: string;
  picture: PictureData;
}

/** A filter after "all": a gallery category (src/content/galleryCategories.yaml or the brand's own). */
export interface GalleryCategory {
  id: string;
  label: string;
  /** How the "no projects" block names it ("decking"). */
  noun: string;
}

/**
 * What the filter says (src/content/galleryPage.yaml's `filter`, or the brand's own), with {count} and
 * {noun} (a category's noun) left for it to fill.
 */
export interface GalleryFilterWords {
  label: string;
  all: string;
  showingAll: string;
  showingOne: string;
  showingMany: string;
  empty: { title: string; text: string; link: string };
}

export interface GalleryFilterProps {
  projects: GalleryProject[];
  /** In order; the "all" filter comes first on its own. */
  categories: GalleryCategory[];
  words: GalleryFilterWords;
}

/** The filter buttons: "all" (the default) labelled `allLabel`, then the categories. */
export function galleryFilters(categories: readonly GalleryCategory[], allLabel: string): GalleryCategory[] {
  return [{ id: 'all', label: allLabel, noun: '' }, ...categories];
}

/** Fills {count} and {noun} in one of the filter's words. */
export function fillFilterWords(text: string, count: number, noun: string): string {
  return text.replaceAll('{count}', String(count)).replaceAll('{noun}', noun);
}

/** The filter named by `?category=` in a shared or reloaded link; anything unknown means all. */
export function filterFromSearch(search: string, categories: readonly GalleryCategory[]): string {
  const wanted = new URLSearchParams(search).get('category');
  return categories.find((filter) => filter.id === wanted)?.id ?? 'all';
}

/** The same URL with `?category=` set for a filter, or removed for "all". */
export function urlForFilter(href: string, filter: string): string {
  const url = new URL(href);
  if (filter === 'all') url.searchParams.delete('category');
  else url.searchParams.set('category', filter);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** history.replaceState fires no event, so the filter buttons notify these listeners themselves. */
const urlListeners = new Set<() => void>();

function subscribeToUrl(onChange: () => void) {
  urlListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    urlListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * Project gallery with a category filter, "all" by default. The server renders every project;
 * after hydration the filter from the URL applies, and each change is written back to the URL
 * with history.replaceState, so a filtered view can be shared and survives a reload.
 */
function GalleryFilter({ projects, categories, words }: GalleryFilterProps) {
  const hydrated = useHydrated();
  // The URL is the state: "all" on the server and while hydrating, then whatever ?category= says.
  const filter = useSyncExternalStore<string>(
    subscribeToUrl,
    () => filterFromSearch(window.location.search, categories),
    () => 'all',
  );
  const filters = galleryFilters(categories, words.all);
  const nounFor = (id: string) => filters.find((f) => f.id === id)?.noun ?? '';
  // Announced only after the visitor picks a filter, not on page load.
  const [picked, setPicked] = useState(false);

  const choose = (next: string) => {
    history.replaceState(history.state, '', urlForFilter(window.location.href, next));
    urlListeners.forEach((listener) => listener());
    setPicked(true);
  };

  const shown = filter === 'all' ? projects : projects.filter((project) => project.category === filter);
  const noun = nounFor(filter);
  const say = (text: string) => fillFilterWords(text, shown.length, noun);
  const summary = say(filter === 'all' ? words.showingAll : shown.length === 1 ? words.showingOne : words.showingMany);

  return (
    <div>
      <div role="group" aria-label={words.label} className="flex flex-wrap justify-center gap-2">
        {filters.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={filter === option.id}
            onClick={() => choose(option.id)}
            disabled={!hydrated}
            className="min-h-11 rounded-full border-2 border-accent-dark px-4 font-semibold text-accent-dark hover:bg-accent-soft disabled:cursor-default aria-pressed:bg-accent-dark aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {picked ? summary : ''}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              <ResponsivePicture picture={project.picture} className="aspect-[4/3] w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-bold text-stone-900">{project.title}</h3>
                <p className="mt-1 text-stone-700">{project.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-8 max-w-xl rounded-xl border-2 border-dashed border-stone-300 p-8 text-center">
          <h3 className="text-lg font-bold text-stone-900">{say(words.empty.title)}</h3>
          <p className="mt-2 text-stone-700">{say(words.empty.text)}</p>
          <a href="/contact" className="mt-4 btn-primary">
            {say(words.empty.link)}
          </a>
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(GalleryFilter, 'GalleryFilter');
