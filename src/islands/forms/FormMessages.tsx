/**
 * The two live regions every form has: an alert for errors (with the other ways to reach the
 * business) and a status line for good news. Both stay in the page so screen readers announce
 * each new message; they are empty when there is nothing to say. Long words (an e-mail address
 * on a phone) wrap inside the box; an address wraps only after its "@" or before a dot.
 */
import type { ReactNode } from 'react';
import type { AlternativeLinks } from '../../lib/forms/alternatives.ts';
import { nonBreaking } from '../../lib/links.ts';
import type { AlternativesWords } from '../../lib/forms/words.ts';
import { BreakableText } from '../BreakableText.tsx';
import { Icon } from '../IconSvg.tsx';

export function Alternatives({ links, words }: { links: AlternativeLinks; words: AlternativesWords }) {
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-current bg-white px-4 py-2 font-semibold hover:bg-stone-50';
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      <li>
        <a href={links.call} className={`${linkClass} text-accent-dark`}>
          <Icon name="phone" />
          {nonBreaking(words.call)}
        </a>
      </li>
      <li>
        <a href={links.whatsapp} className={`${linkClass} text-[#0e522c]`} rel="noopener">
          <Icon name="whatsapp" />
          {words.whatsapp}
        </a>
      </li>
      <li>
        <a href={links.email} className={`${linkClass} text-accent-dark`}>
          <Icon name="mail" />
          {words.email}
        </a>
      </li>
    </ul>
  );
}

/** How each region looks once it has something to say. */
const regionLooks = {
  alert: 'rounded-lg border-2 border-red-700 bg-red-50 p-4 break-words text-red-900',
  status: 'rounded-lg border-2 border-accent bg-accent-soft p-4 break-words text-stone-900',
};

function MessageRegion({
  role,
  id,
  message,
  children,
}: {
  role: keyof typeof regionLooks;
  id?: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div
      id={id}
      role={role}
      // An alert is focusable from script only: a failed send moves focus there (use-form-submission.ts).
      tabIndex={role === 'alert' && message ? -1 : undefined}
      className={message ? regionLooks[role] : ''}
    >
      {message && (
        <>
          <p className="font-semibold">
            <BreakableText text={message} />
          </p>
          {children}
        </>
      )}
    </div>
  );
}

export function ErrorRegion(props: { id: string; message: string; children?: ReactNode }) {
  return <MessageRegion role="alert" {...props} />;
}

export function StatusRegion(props: { message: string; children?: ReactNode }) {
  return <MessageRegion role="status" {...props} />;
}
