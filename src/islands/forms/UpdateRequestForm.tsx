/**
 * /client-updates request form: no network. It opens the visitor's e-mail program with the
 * request written out, addressed to the brand's updates address, then resets (priority back
 * to normal). The prepared e-mail stays one click away in case the e-mail program did not open,
 * and can be copied whole, since some mail programs cut a long mailto: link short.
 * Without JavaScript it is a mailto: form with the same address and a fixed subject.
 */
import { useRef } from 'react';
import { updateRequestForm } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { emailAsText, updateRequestBody, updateRequestSubject } from '../../lib/forms/payloads.ts';
import type { UpdateRequestWords } from '../../lib/forms/words.ts';
import { mailtoHref } from '../../lib/links.ts';
import { BreakableText } from '../BreakableText.tsx';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { showToast } from '../toast.ts';
import { CopyText } from './CopyText.tsx';
import { FormShell } from './FormShell.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface UpdateRequestFormProps {
  updatesEmail: string;
  /** The number as shown, its spaces non-breaking (brand.contact.phone.display). */
  phone: string;
  /** Its tel: link (brand.contact.phone.href). */
  phoneHref: string;
  /** The script-free submission (src/lib/forms/native.ts). */
  native: NativeSubmission;
  /** What the form says (src/lib/forms/words.ts, from content). */
  words: UpdateRequestWords;
}

function UpdateRequestForm({ updatesEmail, phone, phoneHref, native, words }: UpdateRequestFormProps) {
  // The e-mail last handed to the mail program, as text to copy (the form has reset by then).
  const prepared = useRef('');
  const engine = useFormSubmission(updateRequestForm, {
    messages: words.messages,
    deliver: (values) => {
      const email = { subject: updateRequestSubject(values), body: updateRequestBody(values, new Date()) };
      prepared.current = emailAsText(updatesEmail, email);
      return { via: 'mailto', href: mailtoHref(updatesEmail, email) };
    },
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
              <BreakableText text={updatesEmail} />
            </a>{' '}
            {words.failureCall}{' '}
            <a className="font-semibold underline" href={phoneHref}>
              {phone}
            </a>
            .
          </p>
        )
      }
      statusExtra={
        engine.status?.href && (
          <>
            <p className="mt-2">
              {words.reopenQuestion}{' '}
              <a className="font-semibold underline" href={engine.status.href}>
                {words.reopenLink}
              </a>{' '}
              <BreakableText text={words.reopenOr} />
            </p>
            {/* Keyed by the link (it holds the time sent), so each new request starts uncopied. */}
            <CopyText key={engine.status.href} text={() => prepared.current} words={words} />
          </>
        )
      }
    />
  );
}

export default withErrorBoundary(UpdateRequestForm, 'UpdateRequestForm');
