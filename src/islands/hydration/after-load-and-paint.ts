/**
 * Resolves once the page's load event has fired and the browser has reported its first contentful
 * paint. Islands start fetching their code (React's runtime among it) only then: nothing competes
 * with the document, the stylesheet or the hero image, and the first paint never waits for an island.
 * Paint timing is an observer, not a timer, so Playwright's paused clock does not hold it back.
 */
export function afterLoadAndPaint(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(firstContentfulPaint);
}

function firstContentfulPaint(): Promise<void> {
  // A browser without paint timing: the load event is the only signal there is.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
