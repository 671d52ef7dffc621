/**
 * Breakable.astro for islands: a sentence whose e-mail addresses wrap only after the "@" and
 * before a dot (lib/text.ts), so a form's message never splits an address mid-word on a phone.
 */
import { Fragment } from 'react';
import { wrapPiecesInText } from '../lib/text.ts';

export function BreakableText({ text }: { text: string }) {
  return wrapPiecesInText(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
