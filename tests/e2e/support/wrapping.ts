/** Where a block of text wraps, as a visitor sees it. */
import type { Locator } from '@playwright/test';

/**
 * The words a line break cuts in two inside `block`: a line may end at a space or where one text
 * node meets the next (a <wbr> or an element's edge), never between two letters of one text node.
 */
export function wordsSplitAcrossLines(block: Locator): Promise<string[]> {
  return block.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let previousTop: number | undefined;
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || /\s/.test(text[index]!)) continue;
        if (previousTop !== undefined && rect.top > previousTop + 1 && !/\s/.test(text[index - 1]!)) {
          const start = text.lastIndexOf(' ', index) + 1;
          const end = text.indexOf(' ', index);
          split.push(text.slice(start, end === -1 ? undefined : end));
        }
        previousTop = rect.top;
      }
    }
    return split;
  });
}
