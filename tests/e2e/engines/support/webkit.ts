/**
 * WebKit: Debian's WebKitGTK MiniBrowser (webkit2gtk-driver), driven over WebDriver classic by
 * selenium-webdriver through WebKitWebDriver, on a virtual screen (xvfb-run). A driver runs one
 * session at a time: each set of system settings (motion) gets its own driver, each test its own
 * session. MiniBrowser runs full screen: without its toolbar a window can be 390 px wide (with it, no
 * narrower than about 447 px), so the phone size is the Chromium suite's own.
 * Reduced motion is GTK's own setting (gtk-enable-animations=false), as a visitor would set it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { By, Capabilities, Key as Keys, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import { call, type Key, type Visitor, type VisitorOptions } from './visitor.ts';

export const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Driver {
  url: string;
  process: ChildProcess;
  home: string;
}

async function startDriver(reducedMotion: boolean, downloads?: string): Promise<Driver> {
  const home = mkdtempSync(join(tmpdir(), 'webkit-engine-'));
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  // Where MiniBrowser saves a download: GLib's user folders (XDG_CONFIG_HOME/user-dirs.dirs).
  if (downloads) writeFileSync(join(home, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`], {
    // TMPDIR too: xvfb-run's own folder (its X authority) is then removed with the driver's, even when the group is
    // ended before xvfb-run can clean up.
    env: { ...process.env, XDG_CONFIG_HOME: home, HOME: home, TMPDIR: home },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error('WebKitWebDriver did not start (is webkit2gtk-driver installed, and xvfb?)');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, process: child, home };
}

const keys: Record<Key, string[]> = {
  Tab: [Keys.TAB],
  'Shift+Tab': [Keys.SHIFT, Keys.TAB],
  Escape: [Keys.ESCAPE],
  Enter: [Keys.ENTER],
};

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends a driver's own process group (xvfb-run, Xvfb, WebKitWebDriver, MiniBrowser), started here, and its folder. */
function stopDriver(driver: Driver): void {
  try {
    if (driver.process.pid) process.kill(-driver.process.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(driver.home, { recursive: true, force: true });
}

export function webkitEngine() {
  const drivers = new Map<string, Promise<Driver>>();
  const keyOf = (options: VisitorOptions) =>
    JSON.stringify({ reduced: options.reducedMotion ?? false, downloads: options.noScript?.downloads });
  const driverFor = (options: VisitorOptions) => {
    const key = keyOf(options);
    let driver = drivers.get(key);
    if (!driver) drivers.set(key, (driver = startDriver(options.reducedMotion ?? false, options.noScript?.downloads)));
    return driver;
  };

  /**
   * A new session on the driver for these settings. Now and then (once in a few hundred sessions, on a loaded
   * machine) WebKitGTK's driver never answers a session request: that driver is replaced by a fresh one,
   * once, and the hang is reported on stderr; a second hang fails the test, naming it.
   */
  async function newSession(options: VisitorOptions, capabilities: Capabilities): Promise<WebDriver> {
    for (let attempt = 1; ; attempt++) {
      const started = await driverFor(options);
      const driver = WebDriver.createSession(new Executor(new HttpClient(started.url)), capabilities);
      try {
        await within(driver.getSession(), 30_000, 'WebKitWebDriver started no MiniBrowser session');
        return driver;
      } catch (error) {
        if (attempt > 1) throw error;
        console.error(`${(error as Error).message}: starting a fresh WebKitWebDriver and asking again`);
        drivers.delete(keyOf(options));
        stopDriver(started);
        void driver.getSession().catch(() => undefined); // the abandoned request fails once its driver is gone
      }
    }
  }

  return {
    async open(options: VisitorOptions): Promise<Visitor> {
      const capabilities = new Capabilities({
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: ['--automation', '--full-screen', ...(options.noScript ? ['--enable-javascript=false'] : [])],
        },
        // WebKitGTK's driver takes "eager" as "normal"; with "none" the test waits for the document itself (goto).
        ...(options.openedWhenParsed ? { pageLoadStrategy: 'none' } : {}),
      });
      // A hang says where it is, before the test's own time limit: the session, a page load, a script.
      const driver = await newSession(options, capabilities);
      await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      await driver.manage().window().setRect({ width: options.size.width, height: options.size.height });
      // WebKitGTK's driver does not scroll an element into view before acting on it (it reports it not interactable).
      const element = async (selector: string) => {
        const found = await driver.findElement(By.css(selector));
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', found);
        return found;
      };
      const visitor: Visitor = {
        engine: 'webkit',
        goto: async (target) => {
          await driver.get(target);
          if (!options.openedWhenParsed) return;
          const parsed = `return location.href === ${JSON.stringify(target)} && document.readyState !== 'loading'`;
          await driver.wait(
            () => driver.executeScript(parsed).catch(() => false),
            30_000,
            `${target} not parsed in 30 s`,
          );
        },
        evaluate: (fn, arg) => visitor.run(call(fn as (arg: never) => unknown, arg)),
        run: async <R>(expression: string) => {
          const result = (await driver.executeAsyncScript(
            `const done = arguments[arguments.length - 1];
             Promise.resolve().then(() => ${expression}).then(
               (value) => done({ value: value === undefined ? null : value }),
               (error) => done({ error: String((error && error.stack) || error) }));`,
          )) as { value?: R; error?: string };
          if (result.error) throw new Error(result.error);
          return result.value as R;
        },
        click: async (selector) => (await element(selector)).click(),
        type: async (selector, text) => {
          const field = await element(selector);
          await field.click();
          await field.sendKeys(text);
        },
        press: async (key) => {
          const actions = driver.actions();
          for (const down of keys[key]) actions.keyDown(down);
          for (const up of [...keys[key]].reverse()) actions.keyUp(up);
          await actions.perform();
        },
        hover: async (selector) =>
          driver
            .actions()
            .move({ origin: await element(selector) })
            .perform(),
        pointAway: () => driver.actions().move({ x: 0, y: 0 }).perform(),
        close: () => driver.quit(),
      };
      return visitor;
    },
    async close() {
      for (const started of drivers.values()) stopDriver(await started);
    },
  };
}
