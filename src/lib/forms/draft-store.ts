/**
 * Unsent form text kept in sessionStorage, so a reload or a back-navigation does not lose it.
 * Session storage stays in the visitor's tab, is never sent anywhere and is gone when the tab closes.
 * Every storage call is guarded: private modes and full quotas must never break the form.
 */

export interface DraftStore<Values> {
  load(): Partial<Values> | null;
  save(values: Values): void;
  clear(): void;
}

export const draftKeyPrefix = 'form-draft:';

/**
 * `fields` lists the string fields worth keeping; anything else found in storage is ignored,
 * and a draft equal to `empty` is removed rather than stored.
 */
export function createDraftStore<Values extends Record<string, string>>(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined,
  formId: string,
  empty: Values,
): DraftStore<Values> {
  const key = `${draftKeyPrefix}${formId}`;
  const fields = Object.keys(empty) as Array<keyof Values & string>;

  return {
    load() {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const data: unknown = JSON.parse(raw);
        if (!data || typeof data !== 'object') return null;
        const draft: Partial<Values> = {};
        for (const field of fields) {
          const value = (data as Record<string, unknown>)[field];
          if (typeof value === 'string') draft[field] = value as Values[typeof field];
        }
        return Object.keys(draft).length > 0 ? draft : null;
      } catch {
        return null;
      }
    },
    save(values) {
      try {
        if (fields.every((field) => values[field] === empty[field])) {
          storage?.removeItem(key);
          return;
        }
        const draft = Object.fromEntries(fields.map((field) => [field, values[field]]));
        storage?.setItem(key, JSON.stringify(draft));
      } catch {
        // Quota exceeded or storage disabled: the form still works, only the draft is not kept.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage disabled: nothing was kept.
      }
    },
  };
}
