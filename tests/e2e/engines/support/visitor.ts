/**
 * One visitor's browser window, whatever engine draws it: what the engine tests may do (go to a page,
 * run a function in it, click, type, press a key, point) in terms both drivers have, Playwright over
 * WebDriver BiDi (firefox.ts) and WebDriver classic (webkit.ts). Elements are named by CSS selector;
 * anything subtler (a role, a name) is found in the page by `evaluate` and marked with `pick`.
 */
export type EngineName = 'firefox' | 'webkit';

export interface Size {
  name: 'phone' | 'laptop';
  width: number;
  height: number;
}

/** The Chromium suite's sizes (tests/e2e/pages.spec.ts). */
export const phone: Size = { name: 'phone', width: 390, height: 844 };
export const laptop: Size = { name: 'laptop', width: 1366, height: 768 };

export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter';

export interface Visitor {
  readonly engine: EngineName;
  /** Opens the URL and waits for its load event (for its document to be parsed, with `openedWhenParsed`). */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it is sent as source: nothing from outside its body) and returns its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Evaluates an expression in the page (awaiting a promise) and returns its JSON result. */
  run<R>(expression: string): Promise<R>;
  /** A real pointer click, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Clicks the field and types the text as keys. */
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The pointer over the element's centre. */
  hover(selector: string): Promise<void>;
  /** The pointer to the window's top-left corner, over nothing of interest. */
  pointAway(): Promise<void>;
  close(): Promise<void>;
}

export interface VisitorOptions {
  size: Size;
  /** The system's "reduce motion" setting. */
  reducedMotion?: boolean;
  /** JavaScript off (and downloads saved into this folder). */
  noScript?: { downloads: string };
  /**
   * Pages count as opened once their document is parsed (WebDriver's "eager" strategy), not at their load event:
   * for a test that holds a script the page fetches around its load event (WebKit's driver waits for it).
   */
  openedWhenParsed?: boolean;
}

/** Marks the element `find` returns in the page with `data-engine-pick` and returns its selector (null if none). */
export async function pick<A>(
  visitor: Visitor,
  find: (arg: A) => Element | null | undefined,
  arg?: A,
): Promise<string | null> {
  const found = await visitor.run<boolean>(`(() => {
    for (const old of document.querySelectorAll('[data-engine-pick]')) old.removeAttribute('data-engine-pick');
    const element = (${find.toString()})(${JSON.stringify(arg ?? null)});
    if (element) element.setAttribute('data-engine-pick', '');
    return Boolean(element);
  })()`);
  return found ? '[data-engine-pick]' : null;
}

/** The expression that calls `fn` with `arg` in the page: what every engine's `evaluate` sends. */
export const call = (fn: (arg: never) => unknown, arg: unknown) => `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;
