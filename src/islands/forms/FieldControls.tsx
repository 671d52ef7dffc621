/**
 * Labelled form controls shared by the three forms. Each control is tied to its label, marks
 * itself invalid with aria-invalid and points at the form's error message with aria-describedby.
 */
import { characterCount, type FieldSpec, type FieldWords } from '../../lib/forms/fields.ts';
import type { SharedFieldWords } from '../../lib/forms/words.ts';

/** A text control's look (the fields, and the prepared e-mail box). */
export const controlClass = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900';

function borderClass(invalid: boolean): string {
  // Keyboard focus uses the site-wide :focus-visible outline (global.css).
  // An invalid field keeps its red border while focused, so the error stays visible.
  return invalid ? 'border-2 border-red-700' : 'border-stone-500 focus:border-accent';
}

function Label({ id, label, required, optional }: { id: string; label: string; required?: boolean; optional: string }) {
  return (
    <label htmlFor={id} className="block font-semibold text-stone-900">
      {label}
      {required ? (
        <span className="text-red-800" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-stone-600"> {optional}</span>
      )}
    </label>
  );
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface FieldProps {
  spec: FieldSpec;
  words: FieldWords;
  shared: SharedFieldWords;
  id: string;
  invalid: boolean;
  /** The id of the form's error message, read out with the field while it is invalid. */
  errorId: string;
  /** A text area's current length, for its counter. */
  length?: number;
  /**
   * The failed check's message, beside the first field it names: on a phone the form's own message,
   * by the button, is out of view once focus has moved up to that field.
   */
  message?: string;
}

/** Seen beside the field; assistive technology already reads it with the field (aria-describedby). */
function FieldMessage({ message }: { message?: string }) {
  return message ? (
    <p aria-hidden="true" className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * One control from its spec. Uncontrolled (`defaultValue`): the browser keeps what is typed,
 * before and after hydration, and the form engine reads it through FormData.
 */
export function Field({ spec, words, shared, id, invalid, errorId, length = 0, message }: FieldProps) {
  const hintId = words.hint ? `${id}-hint` : undefined;
  const counterId = `${id}-count`;
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    'aria-invalid': invalid || undefined,
  };
  if (spec.control === 'radio') {
    return (
      <fieldset>
        <legend className="font-semibold text-stone-900">{words.label}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {spec.options?.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-500 px-3 py-2 has-checked:border-2 has-checked:border-accent has-checked:bg-accent-soft"
            >
              <input
                type="radio"
                name={spec.name}
                value={option.value}
                defaultChecked={option.value === spec.initial}
                className="size-5 accent-accent"
              />
              <span>
                {option.label} {option.detail && <span className="text-stone-700">({option.detail})</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div>
      <Label id={id} label={words.label} required={spec.required} optional={shared.optional} />
      {words.hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {words.hint}
        </p>
      )}
      {spec.control === 'textarea' ? (
        <>
          <textarea
            {...common}
            rows={spec.rows ?? 4}
            maxLength={spec.maxLength}
            defaultValue={spec.initial ?? ''}
            aria-describedby={describedBy(invalid && errorId, hintId, counterId)}
            className={`${controlClass} ${spec.minHeightClass ?? ''} resize-y ${borderClass(invalid)}`}
          />
          <FieldMessage message={message} />
          <p id={counterId} className="mt-1 text-right text-sm text-stone-600">
            {characterCount(length, spec.maxLength, shared.characters)}
          </p>
        </>
      ) : spec.control === 'select' ? (
        <select
          {...common}
          defaultValue={spec.initial ?? ''}
          aria-describedby={describedBy(invalid && errorId)}
          className={`${controlClass} min-h-11 ${borderClass(invalid)}`}
        >
          {spec.emptyChoice && <option value="">{words.placeholder}</option>}
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.control}
          inputMode={spec.control === 'text' ? undefined : spec.control}
          autoComplete={spec.autoComplete}
          spellCheck={spec.control === 'text' ? undefined : false}
          maxLength={spec.maxLength}
          defaultValue={spec.initial ?? ''}
          aria-describedby={describedBy(invalid && errorId, hintId)}
          className={`${controlClass} min-h-11 ${borderClass(invalid)}`}
        />
      )}
      {spec.control !== 'textarea' && <FieldMessage message={message} />}
    </div>
  );
}

export function RequiredNote() {
  return (
    <p className="text-sm text-stone-600">
      Fields marked <span aria-hidden="true">*</span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

/**
 * Web3Forms' honeypot: hidden from people and assistive technology, left out of the tab order.
 * A bot that ticks it makes Web3Forms reject the submission (native or scripted alike).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this box empty
        <input type="checkbox" name="botcheck" tabIndex={-1} />
      </label>
    </div>
  );
}
