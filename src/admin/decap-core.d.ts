/** Two internals of Decap CMS the photo control uses (src/admin/decap-store.ts), typed as far as it reads them. */
declare module 'decap-cms-core/dist/esm/actions/mediaLibrary.js' {
  export function deleteMedia(file: { id: string; path: string; name: string; draft?: boolean }): unknown;
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { getState(): unknown; dispatch(action: unknown): unknown };
}

/** Decap CMS's packages that ship no types, as far as src/admin/decap.ts uses them. */
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): unknown };
  export default widget;
}
