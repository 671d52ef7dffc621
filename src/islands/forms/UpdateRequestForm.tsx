/**
 * /client-updates request form: no network. It opens the visitor's e-mail program with the
 * request written out, addressed to the brand's updates address, then resets (priority back
 * to normal). The prepared e-mail stays one click away in case the e-mail program did not open.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  clip,
  emptyUpdateRequest,
  maxLength,
  priorities,
  updateTypes,
  type UpdateRequestValues,
} from '../../lib/forms/fields.ts';
import { updateRequestBody, updateRequestSubject } from '../../lib/forms/payloads.ts';
import { invalidEmailMessage, validateUpdateRequest } from '../../lib/forms/validation.ts';
import { mailtoHref, nonBreaking, telHref } from '../../lib/links.ts';
import { useHydrated } from '../hooks.ts';
import { showToast } from '../toast.ts';
import { ErrorRegion, StatusRegion } from './FormMessages.tsx';
import { RequiredNote, SelectField, TextAreaField, TextField } from './fields.tsx';
import { openExternal } from './open-external.ts';
import { useFormDraft } from './use-form-draft.ts';

export interface UpdateRequestFormProps {
  updatesEmail: string;
  phone: string;
}

const preparedTitle = 'Update Request Prepared';
const preparedDescription =
  'Your email client should open with the update request. Please send the email to complete your request.';
const failureDescription = 'Something went wrong. Please try again or contact us directly.';

type Field = keyof UpdateRequestValues;

export default function UpdateRequestForm({ updatesEmail, phone }: UpdateRequestFormProps) {
  const { values, setValues, reset } = useFormDraft('update-request', emptyUpdateRequest);
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Field[] } | null>(null);
  const [preparedHref, setPreparedHref] = useState('');
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (field: Field, max: number) => (value: string) => {
    setValues((current) => ({ ...current, [field]: clip(value, max) }));
    setError(null);
    setPreparedHref('');
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const invalid = validateUpdateRequest(values);
    if (invalid) {
      setError(invalid);
      if (invalid.message === invalidEmailMessage) {
        showToast('Check your email address', { description: invalid.message, variant: 'error' });
      } else {
        showToast('Missing Information', { description: invalid.message, variant: 'error' });
      }
      formRef.current?.querySelector<HTMLElement>(`#update-${invalid.fields[0]}`)?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const href = mailtoHref(updatesEmail, {
        subject: updateRequestSubject(values),
        body: updateRequestBody(values, new Date()),
      });
      openExternal(href);
      showToast(preparedTitle, { description: preparedDescription, variant: 'success' });
      setPreparedHref(href);
      reset();
    } catch (failure) {
      console.error('Update request form: preparing the e-mail failed.', failure);
      setError({ message: failureDescription, fields: [] });
      showToast('Error', { description: failureDescription, variant: 'error' });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const errorId = 'update-error';
  const invalid = (field: Field) => !!error?.fields.includes(field);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Website update request" className="space-y-5">
      <RequiredNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="update-name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={maxLength.name}
          value={values.name}
          onChange={setField('name', maxLength.name)}
          invalid={invalid('name')}
          errorId={errorId}
        />
        <TextField
          id="update-email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          maxLength={maxLength.email}
          value={values.email}
          onChange={setField('email', maxLength.email)}
          invalid={invalid('email')}
          errorId={errorId}
        />
        <TextField
          id="update-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={maxLength.phone}
          value={values.phone}
          onChange={setField('phone', maxLength.phone)}
        />
        <SelectField
          id="update-updateType"
          label="What needs updating"
          required
          placeholder="Choose a section"
          options={updateTypes}
          value={values.updateType}
          onChange={setField('updateType', 40)}
          invalid={invalid('updateType')}
          errorId={errorId}
        />
      </div>
      <TextAreaField
        id="update-currentContent"
        label="Current content"
        hint="Copy the wording or describe the part of the page you want changed."
        rows={3}
        minHeightClass="min-h-[80px]"
        maxLength={maxLength.shortText}
        value={values.currentContent}
        onChange={setField('currentContent', maxLength.shortText)}
      />
      <TextAreaField
        id="update-newContent"
        label="New content"
        hint="Exactly what the page should say or show instead."
        required
        rows={4}
        minHeightClass="min-h-[80px]"
        maxLength={maxLength.shortText}
        value={values.newContent}
        onChange={setField('newContent', maxLength.shortText)}
        invalid={invalid('newContent')}
        errorId={errorId}
      />
      <fieldset>
        <legend className="font-semibold text-stone-900">Priority</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {priorities.map((priority) => (
            <label
              key={priority.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-500 px-3 py-2 has-checked:border-2 has-checked:border-accent has-checked:bg-accent-soft"
            >
              <input
                type="radio"
                name="update-priority"
                value={priority.value}
                checked={values.priority === priority.value}
                onChange={() => setField('priority', 10)(priority.value)}
                className="size-5 accent-accent"
              />
              <span>
                {priority.label} <span className="text-stone-700">({priority.turnaround})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="update-additionalNotes"
        label="Additional notes"
        rows={3}
        minHeightClass="min-h-[80px]"
        maxLength={maxLength.shortText}
        value={values.additionalNotes}
        onChange={setField('additionalNotes', maxLength.shortText)}
      />
      <ErrorRegion id={errorId} message={error?.message ?? ''}>
        {error && error.fields.length === 0 && (
          <p className="mt-2">
            E-mail{' '}
            <a className="font-semibold underline" href={mailtoHref(updatesEmail)}>
              {updatesEmail}
            </a>{' '}
            or call{' '}
            <a className="font-semibold underline" href={telHref(phone)}>
              {nonBreaking(phone)}
            </a>
            .
          </p>
        )}
      </ErrorRegion>
      <StatusRegion message={preparedHref ? preparedDescription : ''}>
        <p className="mt-2">
          Nothing opened?{' '}
          <a className="font-semibold underline" href={preparedHref}>
            Open the prepared email again
          </a>{' '}
          or write to {updatesEmail}.
        </p>
      </StatusRegion>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || submitting}>
        {submitting ? 'Preparing Email...' : 'Submit Update Request'}
      </button>
    </form>
  );
}
