/**
 * /client-updates request form: no network. It opens the visitor's e-mail program with the
 * request written out, addressed to the brand's updates address, then resets (priority back
 * to normal). The prepared e-mail stays one click away in case the e-mail program did not open.
 * Without JavaScript it is a mailto: form with the same address and a fixed subject.
 */
import { updateRequestForm } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { updateRequestBody, updateRequestSubject } from '../../lib/forms/payloads.ts';
import { invalidEmailMessage } from '../../lib/forms/validation.ts';
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
}

const preparedDescription =
  'Your email client should open with the update request. Please send the email to complete your request.';
const failureDescription = 'Something went wrong. Please try again or contact us directly.';

function UpdateRequestForm({ updatesEmail, phone, native }: UpdateRequestFormProps) {
  const engine = useFormSubmission(updateRequestForm, {
    deliver: (values) => ({
      via: 'mailto',
      href: mailtoHref(updatesEmail, {
        subject: updateRequestSubject(values),
        body: updateRequestBody(values, new Date()),
      }),
    }),
    onInvalid: (invalid) => {
      const title = invalid.message === invalidEmailMessage ? 'Check your email address' : 'Missing Information';
      showToast(title, { description: invalid.message, variant: 'error' });
    },
    onSent: () => {
      showToast('Update Request Prepared', { description: preparedDescription, variant: 'success' });
      return { status: preparedDescription, reset: true };
    },
    onFailed: (failure) => {
      console.error('Update request form: preparing the e-mail failed.', failure);
      showToast('Error', { description: failureDescription, variant: 'error' });
      return failureDescription;
    },
  });

  return (
    <FormShell
      spec={updateRequestForm}
      engine={engine}
      native={native}
      label="Website update request"
      submitLabel="Submit Update Request"
      busyLabel="Preparing Email..."
      errorExtra={
        engine.error?.failed && (
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
        )
      }
      statusExtra={
        engine.status?.href && (
          <p className="mt-2">
            Nothing opened?{' '}
            <a className="font-semibold underline" href={engine.status.href}>
              Open the prepared email again
            </a>{' '}
            or write to {updatesEmail}.
          </p>
        )
      }
    />
  );
}

export default withErrorBoundary(UpdateRequestForm, 'UpdateRequestForm');
