/**
 * /client-updates request form: no network. It opens the visitor's e-mail program with the
 * request written out, addressed to the brand's updates address, then resets (priority back
 * to normal). The prepared e-mail stays one click away in case the e-mail program did not open.
 * Without JavaScript it is a mailto: form with the same address and a fixed subject.
 */
import { updateRequestForm } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { updateRequestBody, updateRequestSubject } from '../../lib/forms/payloads.ts';
import type { UpdateRequestWords } from '../../lib/forms/words.ts';
import { mailtoHref, nonBreaking, telHref } from '../../lib/links.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { showToast } from '../toast.ts';
import { FormShell } from './FormShell.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface UpdateRequestFormProps {
  updatesEmail: string;
  phone: string;
  /** The script-free submission (src/lib/forms/native.ts). */
  native: NativeSubmission;
  /** What the form says (src/lib/forms/words.ts, from content). */
  words: UpdateRequestWords;
}

function UpdateRequestForm({ updatesEmail, phone, native, words }: UpdateRequestFormProps) {
  const engine = useFormSubmission(updateRequestForm, {
    messages: words.messages,
    deliver: (values) => ({
      via: 'mailto',
      href: mailtoHref(updatesEmail, {
        subject: updateRequestSubject(values),
        body: updateRequestBody(values, new Date()),
      }),
    }),
    onInvalid: (invalid) => {
      const title = invalid.problem === 'invalidEmail' ? words.invalidEmailTitle : words.missingTitle;
      showToast(title, { description: words.messages[invalid.problem], variant: 'error' });
    },
    onSent: () => {
      showToast(words.preparedTitle, { description: words.prepared, variant: 'success' });
      return { status: words.prepared, reset: true };
    },
    onFailed: (failure) => {
      console.error('Update request form: preparing the e-mail failed.', failure);
      showToast(words.failureTitle, { description: words.failure, variant: 'error' });
      return words.failure;
    },
  });

  return (
    <FormShell
      spec={updateRequestForm}
      engine={engine}
      native={native}
      words={words}
      submitLabel={words.submit}
      errorExtra={
        engine.error?.failed && (
          <p className="mt-2">
            {words.failureEmail}{' '}
            <a className="font-semibold underline" href={mailtoHref(updatesEmail)}>
              {updatesEmail}
            </a>{' '}
            {words.failureCall}{' '}
            <a className="font-semibold underline" href={telHref(phone)}>
              {nonBreaking(phone)}
            </a>
            .
          </p>
        )
      }
      statusExtra={
        engine.status?.href && (
          <p className="mt-2">
            {words.reopenQuestion}{' '}
            <a className="font-semibold underline" href={engine.status.href}>
              {words.reopenLink}
            </a>{' '}
            {words.reopenOr}
          </p>
        )
      }
    />
  );
}

export default withErrorBoundary(UpdateRequestForm, 'UpdateRequestForm');
