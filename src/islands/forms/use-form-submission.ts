/**
 * The one form engine: every form island is a spec (src/lib/forms/fields.ts) plus this hook.
 *
 * The fields are uncontrolled: the server renders a complete HTML form, the browser owns what
 * is typed, and the engine reads it through FormData when needed. Hydration therefore cannot
 * wipe anything: on mount the engine adopts the values already in the fields (typed before the
 * script arrived), fills fields still at their initial value from the sessionStorage draft, and
 * keeps the draft up to date on every edit. Until hydration a Submit is a native submission
 * (src/lib/forms/native.ts); afterwards the engine checks, guards against double submits,
 * sends with the 15 s deadline (or opens the e-mail program) and reports the outcome.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createDraftStore } from '../../lib/forms/draft-store.ts';
import { createSubmitter, type Delivery } from '../../lib/forms/engine.ts';
import { adoptValues, fieldId, initialValues, readValues, type FormSpec } from '../../lib/forms/fields.ts';
import type { ValidationError, ValidationMessages } from '../../lib/forms/validation.ts';
import { useHydrated } from '../hooks.ts';
import { openExternal } from './open-external.ts';

export interface FormMessage<Values> {
  message: string;
  /** The values the message is about (for the call / WhatsApp / e-mail alternatives). */
  values: Values;
  /** The mailto: link that was opened, to offer again. */
  href?: string;
}

export interface FormError<Values, Field> extends FormMessage<Values> {
  /** Fields to mark invalid; none for a failed send. */
  fields: Field[];
  failed: boolean;
}

export interface FormEngineOptions<Values extends Record<string, string>> {
  /** The message shown for each failed check (forms.yaml's `messages`). */
  messages: ValidationMessages;
  /** How checked values leave the page; `data` holds the extra fields (the honeypot). */
  deliver: (values: Values, data: FormData) => Delivery;
  /** A failed check, after it is shown inline (the update form also raises a toast). */
  onInvalid?: (error: ValidationError<keyof Values & string>) => void;
  /** Sent or handed to the e-mail program: the status line to show, and whether the form resets. */
  onSent: (values: Values, via: Delivery['via']) => { status: string; reset: boolean };
  /** Sending failed: log, toast and return the inline message. The values stay in the form. */
  onFailed: (error: unknown, values: Values) => string;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Puts values into the form's controls (radio groups included) without firing events. */
function writeValues(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
    if (control && control.value !== value) control.value = value;
  }
}

function lengthsOf<Values extends Record<string, string>>(spec: FormSpec<Values>, values: Values) {
  return Object.fromEntries(
    spec.fields.filter((field) => field.control === 'textarea').map((field) => [field.name, values[field.name].length]),
  ) as Partial<Record<keyof Values, number>>;
}

export function useFormSubmission<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  options: FormEngineOptions<Values>,
) {
  type Field = keyof Values & string;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const initial = useMemo(() => initialValues(spec), [spec]);
  const store = useMemo(
    () => (typeof window === 'undefined' ? null : createDraftStore(sessionStorageOrNull(), spec.id, initial)),
    [spec.id, initial],
  );
  const extra = useRef<FormData | null>(null);
  const submitter = useMemo(
    () =>
      createSubmitter(spec, {
        deliver: (values) => optionsRef.current.deliver(values, extra.current ?? new FormData()),
        open: openExternal,
        online: () => navigator.onLine,
      }),
    [spec],
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormError<Values, Field> | null>(null);
  const [status, setStatus] = useState<FormMessage<Values> | null>(null);
  const [lengths, setLengths] = useState(() => lengthsOf(spec, initial));

  const read = useCallback(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      return { values: readValues(spec, (name) => data.get(name)), data };
    },
    [spec],
  );

  // Hydration adopts: what is in the fields now (typed before the script ran) plus the draft.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const adopted = adoptValues(spec, read(form).values, store?.load() ?? null);
    writeValues(form, adopted);
    store?.save(adopted);
    setLengths(lengthsOf(spec, adopted));
  }, [spec, store, read]);

  // A failed send: the button that had focus was disabled while sending, so focus fell to the page.
  // Give it to the message with the other ways to reach us (and bring that into view on a phone).
  useEffect(() => {
    if (error?.failed) formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [error]);

  /** Any edit: keep the draft, update the counters, clear a shown error or status. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const { values } = read(event.currentTarget);
    store?.save(values);
    setLengths(lengthsOf(spec, values));
    setError(null);
    setStatus(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitter.busy) return;
    const { values, data } = read(form);
    extra.current = data;
    setStatus(null);
    setSubmitting(true);
    const outcome = await submitter.submit(values);
    setSubmitting(false);
    if (outcome.kind === 'busy') return;
    if (outcome.kind === 'invalid') {
      // A failed check sends nothing; the first field named gets focus.
      const message = optionsRef.current.messages[outcome.error.problem];
      setError({ message, fields: outcome.error.fields, values, failed: false });
      const first = form.elements.namedItem(outcome.error.fields[0]!);
      (first instanceof RadioNodeList ? (first[0] as HTMLElement | undefined) : (first as HTMLElement | null))?.focus();
      optionsRef.current.onInvalid?.(outcome.error);
      return;
    }
    if (outcome.kind === 'failed') {
      setError({ message: optionsRef.current.onFailed(outcome.error, values), fields: [], values, failed: true });
      return;
    }
    setError(null);
    const { status: message, reset } = optionsRef.current.onSent(values, outcome.via);
    if (reset) {
      form.reset();
      store?.clear();
      setLengths(lengthsOf(spec, initial));
    }
    setStatus({ message, values, href: outcome.href });
  }

  return {
    hydrated,
    submitting,
    error,
    status,
    lengths,
    /** True when the last check named this field. */
    invalid: (field: Field) => !!error?.fields.includes(field),
    id: (field: Field) => fieldId(spec, field),
    formProps: {
      ref: formRef,
      onSubmit,
      onInput,
      // Native checks (required, type=email) guard the script-free submission; the engine's own
      // checks, with the forms' own messages (forms.yaml), take over once it runs.
      noValidate: hydrated,
      'data-enhanced': hydrated ? '' : undefined,
    },
  };
}

export type FormEngine<Values extends Record<string, string>> = ReturnType<typeof useFormSubmission<Values>>;
