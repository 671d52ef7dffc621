/**
 * A button that copies a prepared text (the update request's e-mail) for the visitor to paste
 * into any mail program. Where the browser refuses the clipboard (an http page, a denied
 * permission), the text appears in a read-only box, selected, to copy by hand: it is never lost.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { BreakableText } from '../BreakableText.tsx';
import { controlClass } from './FieldControls.tsx';

/** forms.yaml's words for it (the update request's). */
export interface CopyTextWords {
  copyIntro: string;
  copyButton: string;
  copied: string;
  copyFailed: string;
  copyTextLabel: string;
}

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; text: string };

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('No clipboard in this context');
  await navigator.clipboard.writeText(text);
}

/** `text` is read when the button is pressed. */
export function CopyText({ text, words }: { text: () => string; words: CopyTextWords }) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();

  useEffect(() => {
    if (state.kind !== 'failed') return;
    boxRef.current?.focus();
    boxRef.current?.select();
  }, [state]);

  function copy() {
    const copied = text();
    writeClipboard(copied).then(
      () => setState({ kind: 'copied' }),
      (error: unknown) => {
        console.warn('Copying the prepared e-mail failed; showing it to copy by hand.', error);
        setState({ kind: 'failed', text: copied });
      },
    );
  }

  return (
    <div className="mt-2">
      <p>{words.copyIntro}</p>
      <button type="button" className="mt-2 btn-secondary" onClick={copy}>
        {words.copyButton}
      </button>
      {state.kind === 'copied' && (
        <p className="mt-2 font-semibold">
          <BreakableText text={words.copied} />
        </p>
      )}
      {state.kind === 'failed' && (
        <>
          <p className="mt-2 font-semibold">
            <BreakableText text={words.copyFailed} />
          </p>
          <label htmlFor={boxId} className="mt-2 block font-semibold">
            {words.copyTextLabel}
          </label>
          <textarea
            id={boxId}
            ref={boxRef}
            readOnly
            rows={8}
            value={state.text}
            className={`${controlClass} resize-y border-stone-500`}
          />
        </>
      )}
    </div>
  );
}
