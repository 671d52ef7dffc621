/**
 * In-page checks the engine tests share (each runs in the page through Visitor.evaluate, so it must not
 * use anything from outside its body).
 */
import type { EngineState } from './watch.ts';
import type { Visitor } from './visitor.ts';

/**
 * Scrolls once down the page (lazy images, islands that hydrate once in view), then brings each island
 * still waiting to hydrate into view and waits for it (bounded), and goes back to the top.
 */
export const settle = (visitor: Visitor) =>
  visitor.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 100);
      });
    const deadline = performance.now() + 20_000;
    const step = Math.max(200, Math.floor(innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight && performance.now() < deadline; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    const waiting = () =>
      [...document.querySelectorAll('astro-island[ssr]')].filter((island) =>
        ['visible-after-load', 'idle', 'load'].includes(island.getAttribute('client') ?? ''),
      );
    for (const island of waiting()) {
      (island.firstElementChild ?? island.parentElement)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      while (island.hasAttribute('ssr') && performance.now() < deadline) await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });

/** The islands that should have hydrated by now and have not (those waiting for an event or a query aside). */
export const unhydrated = (visitor: Visitor) =>
  visitor.evaluate(() =>
    [...document.querySelectorAll('astro-island[ssr]')]
      .filter((island) => ['visible-after-load', 'idle', 'load'].includes(island.getAttribute('client') ?? ''))
      .map((island) => /\/_astro\/([\w-]+)\./.exec(island.getAttribute('component-url') ?? '')?.[1] ?? '?'),
  );

/** Every island of the page, by component, hydrated or not. */
export const islandNames = (visitor: Visitor) =>
  visitor.evaluate(() =>
    [...document.querySelectorAll('astro-island')].map(
      (island) => /\/_astro\/([\w-]+)\./.exec(island.getAttribute('component-url') ?? '')?.[1] ?? '?',
    ),
  );

/** What sticks out sideways (WCAG 1.4.10 Reflow): the page wider than the window, with the culprits. */
export const sidewaysOverflow = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 && !el.closest('[aria-roledescription="carousel"], dialog'),
      )
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    return [`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`, ...culprits];
  });

/** The instruments' record (watch.ts). */
export const engineState = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const { errors, loadedAt, dialogOpenedAt, sent, handedOff } = (window as unknown as { __engines: EngineState })
      .__engines;
    return { errors, loadedAt, dialogOpenedAt, sent, handedOff };
  });

/** Waits in the page until `condition` (sent as source) holds, up to `timeoutMs`; returns whether it did. */
export const waitInPage = (visitor: Visitor, condition: string, timeoutMs = 10_000) =>
  visitor.run<boolean>(`(async () => {
    const deadline = performance.now() + ${timeoutMs};
    for (;;) {
      if (${condition}) return true;
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })()`);

/** A few tasks for React to commit what a click or a timer started (its scheduler uses MessageChannel). */
export const effectsSettled = (visitor: Visitor) =>
  visitor.evaluate(async () => {
    for (let i = 0; i < 5; i++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
