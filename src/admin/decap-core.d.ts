/** The two internals of Decap CMS the photo control uses (src/admin/decap-store.ts), typed as far as it reads them. */
declare module 'decap-cms-core/dist/esm/actions/mediaLibrary.js' {
  export function deleteMedia(file: { id: string; path: string; name: string; draft?: boolean }): unknown;
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { getState(): unknown; dispatch(action: unknown): unknown };
}
