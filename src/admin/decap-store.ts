/**
 * What the photo control needs beyond Decap's widget props: which own photos a brand has (seeded from the
 * configuration, kept up to date as the owner uploads and removes), and removing one. Decap gives widgets no way
 * to delete a file, so removal dispatches Decap's own deleteMedia action on its store (the module instances the
 * editor itself uses: src/admin/decap.ts imports decap-cms-core's ESM build, and so does this file).
 */
import { deleteMedia } from 'decap-cms-core/dist/esm/actions/mediaLibrary.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

export interface OwnPhoto {
  /** Path from the repository root, e.g. brands/acme/images/fencing-panel.png. */
  path: string;
  /** A URL of the photo chosen in this session (a blob: URL), until the page is reloaded. */
  url?: string;
  /** Chosen in the entry being edited and not saved yet. */
  unsaved?: boolean;
  /** The saved photo an unsaved one replaces: deleted on save when its file is another (another extension). */
  before?: OwnPhoto;
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

/** Removes a file: one chosen in the entry being edited (`unsaved`) is dropped from it; a saved one is deleted at once. */
export async function removeMedia(path: string, unsaved = false): Promise<void> {
  const state = store.getState() as { entryDraft: { getIn(path: string[]): { toJS(): MediaFileState[] } | undefined } };
  const drafts = state.entryDraft.getIn(['entry', 'mediaFiles'])?.toJS() ?? [];
  const draft = unsaved ? drafts.find((file) => file.path === path) : undefined;
  const name = path.split('/').pop()!;
  await (store.dispatch as unknown as Dispatch)(
    deleteMedia(draft ? { ...draft, draft: true } : { id: path, path, name, draft: false }),
  );
}

/** After a save: the photos saved; a file a new one replaced under another extension is deleted. */
export async function afterSave(): Promise<void> {
  for (const photos of byFolder.values())
    for (const photo of photos.values()) {
      if (!photo.unsaved) continue;
      if (photo.before && photo.before.path !== photo.path) await removeMedia(photo.before.path);
      photo.before = undefined;
      photo.unsaved = undefined;
    }
}
