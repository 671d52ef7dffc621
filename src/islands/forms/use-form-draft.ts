/**
 * Form values that survive a reload: kept in sessionStorage while the visitor types,
 * restored once after hydration, dropped on success.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createDraftStore } from '../../lib/forms/draft-store.ts';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function useFormDraft<Values extends Record<string, string>>(formId: string, empty: Values) {
  const store = useMemo(
    () => (typeof window === 'undefined' ? null : createDraftStore(sessionStorageOrNull(), formId, empty)),
    [formId, empty],
  );
  const [values, setValues] = useState<Values>(empty);
  const restored = useRef(false);

  useEffect(() => {
    const draft = store?.load();
    if (draft) setValues((current) => ({ ...current, ...draft }));
    restored.current = true;
  }, [store]);

  useEffect(() => {
    if (restored.current) store?.save(values);
  }, [store, values]);

  const reset = useCallback(() => {
    store?.clear();
    setValues(empty);
  }, [store, empty]);

  return { values, setValues, reset };
}
