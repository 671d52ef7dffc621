/**
 * What the engine tests put in every page before its own scripts (the front, front.ts, serves it as the
 * first script of <head>): WebDriver classic, which drives WebKit, has no init scripts, console or
 * network interception, so both engines get the same in-page instruments instead.
 * - errors: uncaught exceptions, unhandled rejections, console.error and CSP violations;
 * - the load event's time and when the welcome dialog opened (performance.now());
 * - held intervals: setInterval callbacks (the carousels' rotation, nothing else uses one) run only when a
 *   test moves their time on with `advance(ms)`, so "it moves" and "it stays" are decided, never waited for;
 * - the form services (Web3Forms, EmailJS): fetch answers them as the test says and records what was sent;
 * - tel:, mailto: and WhatsApp links are recorded instead of handed to another program, and on request a
 *   mailto: link opened by script throws, as where no e-mail program takes it (`refuseMail`);
 * - on request, the boxes of what is in view at the load event, before a first visit swaps its web fonts in
 *   (src/after-build/browser/web-fonts-swap-in.ts waits for the load and a paint), to measure them again after.
 * The function is sent as its source: it must not use anything from outside its body.
 */
export interface WatchOptions {
  /** sessionStorage key that keeps the welcome dialog shut, or null to let it open. */
  welcomeDismissedKey: string | null;
  /** Record the boxes of what is in view at the load event (`boxesSinceLoad`). */
  boxesAtLoad?: boolean;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ServiceAnswer {
  status: number;
  body: string;
  /** Held until the test calls `__engines.releaseAnswer()`. */
  held?: boolean;
}

export interface EngineState {
  errors: string[];
  loadedAt: number | null;
  dialogOpenedAt: number | null;
  sent: { url: string; body: Record<string, string> | string }[];
  handedOff: string[];
  answer: ServiceAnswer;
  /** A mailto: link clicked by script throws (the update request form's failure). */
  refuseMail: boolean;
  releaseAnswer: () => void;
  advance: (ms: number) => void;
  liveIntervals: () => number;
  /** What was in view at the load event, its boxes then and now (null unless asked for, or before the load). */
  boxesSinceLoad: () => { before: Box[]; after: Box[]; view: { width: number; height: number } } | null;
}

export function watch(options: WatchOptions): void {
  const win = window as unknown as Window & { __engines: EngineState };
  const errors: string[] = [];
  let release: () => void = () => undefined;
  const state: EngineState = {
    errors,
    loadedAt: null,
    dialogOpenedAt: null,
    sent: [],
    handedOff: [],
    answer: { status: 200, body: '{"success":true,"message":"OK"}' },
    refuseMail: false,
    releaseAnswer: () => release(),
    advance: () => undefined,
    liveIntervals: () => intervals.size,
    boxesSinceLoad: () => null,
  };
  win.__engines = state;

  addEventListener('error', (event) => errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    consoleError(...args);
  };
  addEventListener('load', () => (state.loadedAt = performance.now()));
  if (options.boxesAtLoad)
    addEventListener('load', () => {
      // As the swap measures: what lies below the window is not entered (content-visibility would lay it out).
      const shown: { element: Element; box: Box }[] = [];
      const visit = (parent: Element) => {
        for (const element of parent.children) {
          const { x, y, width, height } = element.getBoundingClientRect();
          if (y >= innerHeight && width * height > 0) continue;
          if (width * height > 0 && y < innerHeight && y + height > 0 && x < innerWidth)
            shown.push({ element, box: { x, y, width, height } });
          visit(element);
        }
      };
      visit(document.body);
      state.boxesSinceLoad = () => {
        const still = shown.filter(({ element }) => element.isConnected);
        return {
          before: still.map(({ box }) => box),
          after: still.map(({ element }) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y, width, height };
          }),
          view: { width: innerWidth, height: innerHeight },
        };
      };
    });
  new MutationObserver(() => {
    if (state.dialogOpenedAt === null && document.querySelector('dialog[data-overlay="WelcomeDialog"][open]'))
      state.dialogOpenedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  if (options.welcomeDismissedKey)
    try {
      sessionStorage.setItem(options.welcomeDismissedKey, '1');
    } catch {
      // storage blocked: the dialog may open
    }

  // Held intervals on a time of their own.
  const intervals = new Map<number, { run: () => void; delay: number; due: number }>();
  let now = 0;
  let nextId = 1_000_000;
  const clearInterval = window.clearInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    intervals.set(id, { run, delay: Math.max(1, Number(delay) || 0), due: now + Math.max(1, Number(delay) || 0) });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined && !intervals.delete(id)) clearInterval(id);
  }) as typeof window.clearInterval;
  state.advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...intervals.entries()].sort((a, b) => a[1].due - b[1].due)[0];
      if (!next || next[1].due > end) break;
      now = next[1].due;
      next[1].due += next[1].delay;
      next[1].run();
    }
    now = end;
  };

  // The form services, answered here.
  const services = /^https:\/\/api\.(web3forms|emailjs)\.com\//;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!services.test(url)) return realFetch(input, init);
    const body = init?.body;
    state.sent.push({
      url,
      body:
        body instanceof FormData
          ? Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]))
          : String(body ?? ''),
    });
    const answer = state.answer;
    if (answer.held) await new Promise<void>((resolve) => (release = resolve));
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': answer.body.startsWith('{') ? 'application/json' : 'text/plain' },
    });
  };

  const anchorClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (state.refuseMail && this.href.startsWith('mailto:')) throw new Error('No e-mail handler');
    anchorClick.call(this);
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!/^(tel:|mailto:|https:\/\/wa\.me\/)/.test(href)) return;
      state.handedOff.push(href);
      event.preventDefault();
    },
    true,
  );
}
