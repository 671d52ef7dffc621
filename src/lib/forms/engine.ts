/**
 * The form engine's logic, free of React and the DOM: check the values (required fields, then the e-mail),
 * let one submission through at a time, and deliver it either to the visitor's e-mail program
 * (a mailto: link) or over the network with the 15 s deadline and the offline check.
 * `src/islands/forms/use-form-submission.ts` wires it to a form element.
 */
import type { FormSpec } from './fields.ts';
import { sendWithTimeout } from './submit.ts';
import { validateForm, type ValidationError } from './validation.ts';

/** How a checked submission leaves the page. */
export type Delivery =
  { via: 'mailto'; href: string } | { via: 'network'; send: (signal: AbortSignal) => Promise<unknown> };

export type SubmitOutcome<Field extends string> =
  | { kind: 'busy' }
  | { kind: 'invalid'; error: ValidationError<Field> }
  | { kind: 'sent'; via: Delivery['via']; href?: string }
  | { kind: 'failed'; error: unknown };

export interface SubmitterOptions<Values> {
  deliver: (values: Values) => Delivery;
  /** Opens a mailto: link (throws when the browser cannot). */
  open: (href: string) => void;
  /** `navigator.onLine`, read at the moment of sending. */
  online: () => boolean;
  timeoutMs?: number;
}

export interface Submitter<Values extends Record<string, string>> {
  readonly busy: boolean;
  submit(values: Values): Promise<SubmitOutcome<keyof Values & string>>;
}

export function createSubmitter<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  options: SubmitterOptions<Values>,
): Submitter<Values> {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async submit(values) {
      // A double click or Enter pressed repeatedly must send one request only.
      if (busy) return { kind: 'busy' };
      const invalid = validateForm(spec, values);
      if (invalid) return { kind: 'invalid', error: invalid };
      busy = true;
      try {
        const delivery = options.deliver(values);
        if (delivery.via === 'mailto') {
          options.open(delivery.href);
          return { kind: 'sent', via: 'mailto', href: delivery.href };
        }
        await sendWithTimeout(delivery.send, { online: options.online(), timeoutMs: options.timeoutMs });
        return { kind: 'sent', via: 'network' };
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        busy = false;
      }
    },
  };
}
