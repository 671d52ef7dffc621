import { options } from 'preact';

/**
 * Run passive effects (useEffect) in a task right after the render, as React does, instead of
 * Preact's default of waiting for the next animation frame. The islands were written for
 * React's timing: an island starts its rotation timer, reads the URL or the reduced-motion
 * setting as soon as it has hydrated, even in a tab that paints no frames (hidden, or
 * throttled), and browser tests that pause the clock see the same order of events.
 * Every island module imports this through ErrorBoundary.tsx, before its first render.
 */
options.requestAnimationFrame = (runEffects) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => runEffects();
  channel.port2.postMessage(null);
};
