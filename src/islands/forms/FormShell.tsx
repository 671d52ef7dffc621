/**
 * The markup every form shares, driven by its FormSpec: a complete HTML form (native action,
 * hidden service fields, named and labelled controls, a submit button that is never disabled
 * while the script loads), the error and status regions, and the engine's handlers.
 */
import type { ReactNode } from 'react';
import type { FieldSpec, FieldWordsOf, FormSpec } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { ErrorRegion, StatusRegion } from './FormMessages.tsx';
import type { SharedFieldWords } from '../../lib/forms/words.ts';
import { Field, Honeypot, RequiredNote } from './FieldControls.tsx';
import type { FormEngine } from './use-form-submission.ts';

interface ShellWords<Values extends Record<string, string>> {
  fields: FieldWordsOf<Values>;
  shared: SharedFieldWords;
  label: string;
  busy: string;
}

interface FormShellProps<Values extends Record<string, string>> {
  spec: FormSpec<Values>;
  engine: FormEngine<Values>;
  native: NativeSubmission;
  /** The form's words (forms.yaml): each field's, the shared ones, its accessible name and the busy label. */
  words: ShellWords<Values>;
  submitLabel: string;
  /** Under the error message: the other ways to reach the business. */
  errorExtra?: ReactNode;
  /** Under the status message. */
  statusExtra?: ReactNode;
  /** A line above the button (what pressing it does). */
  note?: ReactNode;
}

/** Consecutive half-width fields share a two-column row; wide fields stand alone. */
function rows<Name extends string>(fields: ReadonlyArray<FieldSpec<Name>>): Array<Array<FieldSpec<Name>>> {
  const grouped: Array<Array<FieldSpec<Name>>> = [];
  for (const field of fields) {
    const last = grouped.at(-1);
    if (!field.wide && last && !last[0]!.wide) last.push(field);
    else grouped.push([field]);
  }
  return grouped;
}

export function FormShell<Values extends Record<string, string>>({
  spec,
  engine,
  native,
  words,
  submitLabel,
  errorExtra,
  statusExtra,
  note,
}: FormShellProps<Values>) {
  const errorId = `${spec.idPrefix}-error`;
  const field = (fieldSpec: FieldSpec<keyof Values & string>) => (
    <Field
      key={fieldSpec.name}
      spec={fieldSpec}
      words={words.fields[fieldSpec.name]}
      shared={words.shared}
      id={engine.id(fieldSpec.name)}
      invalid={engine.invalid(fieldSpec.name)}
      errorId={errorId}
      length={engine.lengths[fieldSpec.name]}
      message={
        engine.error && !engine.error.failed && engine.error.fields[0] === fieldSpec.name
          ? engine.error.message
          : undefined
      }
    />
  );
  // A mailto: action on the <form> makes Chrome report mixed content on an https page as soon as
  // it loads; on the submit button (formaction, also used by Enter) it only acts when sent.
  const mailto = native.action.startsWith('mailto:');
  return (
    <form
      {...engine.formProps}
      action={mailto ? undefined : native.action}
      method={native.method}
      encType={native.encType}
      aria-label={words.label}
      className="relative space-y-5"
    >
      {Object.entries(native.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RequiredNote />
      {rows(spec.fields).map((row) =>
        row[0]!.wide ? (
          field(row[0]!)
        ) : (
          <div key={row[0]!.name} className="grid gap-5 sm:grid-cols-2">
            {row.map(field)}
          </div>
        ),
      )}
      {native.honeypot && <Honeypot />}
      <ErrorRegion id={errorId} message={engine.error?.message ?? ''}>
        {errorExtra}
      </ErrorRegion>
      <StatusRegion message={engine.status?.message ?? ''}>{statusExtra}</StatusRegion>
      {note}
      <button
        type="submit"
        formAction={mailto ? native.action : undefined}
        className="btn-primary w-full sm:w-auto"
        disabled={engine.submitting}
      >
        {engine.submitting ? words.busy : submitLabel}
      </button>
    </form>
  );
}
