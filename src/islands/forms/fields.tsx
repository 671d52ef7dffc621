/**
 * Labelled form controls shared by the three forms. Each control is tied to its label, marks
 * itself invalid with aria-invalid and points at the form's error message with aria-describedby.
 */
import type { ReactNode } from 'react';
import { characterCount } from '../../lib/forms/fields.ts';

const controlClass = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900';

function borderClass(invalid: boolean): string {
  // Keyboard focus uses the site-wide :focus-visible outline (global.css).
  // An invalid field keeps its red border while focused, so the error stays visible.
  return invalid ? 'border-2 border-red-700' : 'border-stone-500 focus:border-accent';
}

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** The id of the form's error message, read out with the field while it is invalid. */
  errorId?: string;
  hint?: ReactNode;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block font-semibold text-stone-900">
      {label}
      {required ? (
        <span className="text-red-800" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-stone-600"> (optional)</span>
      )}
    </label>
  );
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  ...props
}: BaseProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; maxLength: number }) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div>
      <Label id={props.id} label={props.label} required={props.required} />
      {props.hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {props.hint}
        </p>
      )}
      <input
        id={props.id}
        name={props.id}
        type={type}
        inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        maxLength={maxLength}
        value={props.value}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy(props.invalid && props.errorId, hintId)}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${controlClass} min-h-11 ${borderClass(!!props.invalid)}`}
      />
    </div>
  );
}

export function TextAreaField({
  rows = 4,
  maxLength,
  minHeightClass,
  ...props
}: BaseProps & { rows?: number; maxLength: number; minHeightClass: string }) {
  const counterId = `${props.id}-count`;
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div>
      <Label id={props.id} label={props.label} required={props.required} />
      {props.hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {props.hint}
        </p>
      )}
      <textarea
        id={props.id}
        name={props.id}
        rows={rows}
        maxLength={maxLength}
        value={props.value}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy(props.invalid && props.errorId, hintId, counterId)}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${controlClass} ${minHeightClass} resize-y ${borderClass(!!props.invalid)}`}
      />
      <p id={counterId} className="mt-1 text-right text-sm text-stone-600">
        {characterCount(props.value.length, maxLength)}
      </p>
    </div>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: BaseProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <div>
      <Label id={props.id} label={props.label} required={props.required} />
      <select
        id={props.id}
        name={props.id}
        value={props.value}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy(props.invalid && props.errorId)}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${controlClass} min-h-11 ${borderClass(!!props.invalid)}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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

/** The honeypot: hidden from people and assistive technology, left out of the tab order. */
export function Honeypot({ onChange }: { onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this box empty
        <input
          type="checkbox"
          name="botcheck"
          tabIndex={-1}
          onChange={(event) => onChange(event.target.checked ? 'on' : '')}
        />
      </label>
    </div>
  );
}
