/**
 * What the photo control needs beyond Decap's widget props: which own photos a brand has (seeded from the
 * configuration, kept up to date as the owner uploads and removes), and removing one. Decap gives widgets no way
 * to delete a file, so removal dispatches Decap's own deleteMedia action on its store (the module instances the
 * app itself uses: decap-cms-app imports decap-cms-core's ESM build, and so does this file).
 */
import { deleteMedia } from 'decap-cms-core/dist/esm/actions/mediaLibrary.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

export interface OwnPhoto {
  /** Path from the repository root, e.g. brands/acme/images/fencing-panel.png. */
  path: string;
  /** A URL of the photo chosen in this session (a blob: URL), until the page is reloaded. */
  url?: string;
  /** The key's photo under another extension, deleted once this one is saved. */
  replaces?: string;
}

const byFolder = new Map<string, Map<string, OwnPhoto>>();

/** The own photos in a brand's images folder, by key; `seed` (the configuration's) is read the first time. */
export function ownPhotos(folder: string, seed?: Readonly<Record<string, string>>): Map<string, OwnPhoto> {
  let photos = byFolder.get(folder);
  if (!photos) {
    photos = new Map(Object.entries(seed ?? {}).map(([key, path]) => [key, { path }]));
    byFolder.set(folder, photos);
  }
  return photos;
}

interface MediaFileState {
  id: string;
  path: string;
  name: string;
  draft?: boolean;
}

type Dispatch = (action: unknown) => Promise<unknown>;

/** Removes a file: one chosen in the entry being edited is dropped from it; a saved one is deleted at once. */
export async function removeMedia(path: string): Promise<void> {
  const state = store.getState() as { entryDraft: { getIn(path: string[]): { toJS(): MediaFileState[] } | undefined } };
  const drafts = state.entryDraft.getIn(['entry', 'mediaFiles'])?.toJS() ?? [];
  const draft = drafts.find((file) => file.path === path && file.draft);
  const name = path.split('/').pop()!;
  await (store.dispatch as unknown as Dispatch)(deleteMedia(draft ?? { id: path, path, name, draft: false }));
}

/** After a save: the photos a new one replaced (same picture, other extension) are deleted. */
export async function afterSave(): Promise<void> {
  for (const photos of byFolder.values())
    for (const photo of photos.values()) {
      if (photo.replaces) await removeMedia(photo.replaces);
      photo.replaces = undefined;
    }
}
