/**
 * Firefox: Debian's firefox-esr, driven by Playwright over WebDriver BiDi. The client is Playwright
 * 1.64.1 (the npm alias `playwright-core-for-firefox`): from 1.65 every new context sends
 * `emulation.setMediaFeaturesOverride`, which Firefox 153 ESR does not know. The rest of the project
 * keeps its own Playwright.
 */
import { firefox, type Browser } from 'playwright-core-for-firefox';
import { call, type Key, type Visitor, type VisitorOptions } from './visitor.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One browser per set of system settings a test needs (motion, script), launched when first asked for. */
export function firefoxEngine() {
  const browsers = new Map<string, Promise<Browser>>();
  const browserFor = (options: VisitorOptions) => {
    const key = JSON.stringify({ reduced: options.reducedMotion ?? false, noScript: options.noScript ?? null });
    let browser = browsers.get(key);
    if (!browser) {
      browser = firefox.launch({
        channel: 'moz-firefox',
        // Playwright takes the downloads and saves each under an id of its own, here.
        ...(options.noScript ? { downloadsPath: options.noScript.downloads } : {}),
        executablePath: firefoxPath,
        firefoxUserPrefs: {
          // Every <brand-id>.localhost name to this machine, as the local server expects.
          'network.dns.forceResolve': '127.0.0.1',
          'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
          ...(options.noScript
            ? {
                'browser.download.folderList': 2,
                'browser.download.dir': options.noScript.downloads,
                'browser.download.useDownloadDir': true,
                'browser.download.always_ask_before_handling_new_types': false,
              }
            : {}),
        },
      });
      browsers.set(key, browser);
    }
    return browser;
  };

  return {
    async open(options: VisitorOptions): Promise<Visitor> {
      const browser = await browserFor(options);
      const context = await browser.newContext({
        viewport: { width: options.size.width, height: options.size.height },
        javaScriptEnabled: !options.noScript,
      });
      const page = await context.newPage();
      const keys: Record<Key, string> = { Tab: 'Tab', 'Shift+Tab': 'Shift+Tab', Escape: 'Escape', Enter: 'Enter' };
      const visitor: Visitor = {
        engine: 'firefox',
        goto: async (url) =>
          void (await page.goto(url, { waitUntil: options.openedWhenParsed ? 'domcontentloaded' : 'load' })),
        evaluate: (fn, arg) => visitor.run(call(fn as (arg: never) => unknown, arg)),
        run: (expression) => page.evaluate(expression),
        click: (selector) => page.click(selector),
        type: async (selector, text) => {
          await page.click(selector);
          await page.keyboard.type(text);
        },
        press: (key) => page.keyboard.press(keys[key]),
        hover: (selector) => page.hover(selector),
        pointAway: () => page.mouse.move(0, 0),
        close: () => context.close(),
      };
      return visitor;
    },
    async close() {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
