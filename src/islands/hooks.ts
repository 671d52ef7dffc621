import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { hideSlidesOutOfView, ownSlides } from './slides-out-of-view.ts';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False during server rendering and the hydration pass, true once the island runs in the browser.
 * Controls render disabled until then, so with JavaScript off nothing looks clickable that does nothing.
 * React renders the server snapshot while hydrating, then re-renders with the client one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

/** Follows the visitor's `prefers-reduced-motion` setting live (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, onServer);
}

/** Marks the element that stops and starts rotation: focusing it must not count as "focus in the carousel". */
export const ROTATION_CONTROL = 'data-rotation-control';

/**
 * Automatic rotation that follows WCAG 2.2.2 and the WAI-ARIA APG carousel pattern:
 * - it never starts on its own under `prefers-reduced-motion: reduce`;
 * - it pauses while the pointer is over the carousel or keyboard focus is inside it;
 * - the rotation control stops and restarts it for good.
 * It steps exactly every `intervalMs`; call `restart()` after a manual move so the visitor
 * gets a full interval on the slide they chose.
 */
export function useRotation(intervalMs: number, advance: () => void) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  const restart = useCallback(() => setRestarts((n) => n + 1), []);

  const stopped = userStopped ?? reducedMotion;
  const rotating = hydrated && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, restarts]);

  const containerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocused(!(event.target as HTMLElement).hasAttribute(ROTATION_CONTROL));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    /** True while slides actually advance on their own. */
    rotating,
    /** True when rotation is off by choice (the control) or by the reduced-motion setting. */
    stopped,
    toggle: () => setUserStopped(!stopped),
    restart,
    containerProps,
  };
}

/**
 * One-slide-at-a-time sliders built on a horizontal scroller. Without JavaScript (and before
 * hydration) the visitor scrolls or swipes through every slide natively; once hydrated the
 * scroller's overflow is hidden and `index` drives it, with arrows, dots and a touch swipe.
 * The slides are the scroller's children as Astro rendered them (src/islands/slides-out-of-view.ts).
 */
export function useSlideScroller(count: number) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // Carry on from wherever the visitor scrolled before the island was ready.
    if (scroller.clientWidth > 0) setIndex(Math.round(scroller.scrollLeft / scroller.clientWidth));
    // Keep the current slide aligned when the width changes (rotation, resize).
    const observer = new ResizeObserver(() => {
      scroller.scrollTo({ left: indexRef.current * scroller.clientWidth, behavior: 'instant' });
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !hydrated) return;
    scroller.scrollTo({ left: index * scroller.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
  }, [index, hydrated, reducedMotion]);

  // Only the current slide is exposed to assistive technology once hydrated (before, all scroll natively).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) hideSlidesOutOfView(scroller.querySelectorAll(ownSlides), (slide) => hydrated && slide !== index);
  });

  const goTo = (target: number) => setIndex(((target % count) + count) % count);

  const scrollerProps = {
    ref: scrollerRef,
    // Before hydration the row is a native scroller, so it has to be reachable by keyboard.
    tabIndex: hydrated ? undefined : 0,
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeStart.current === null) return;
      const distance = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(distance) > 40) goTo(indexRef.current + (distance < 0 ? 1 : -1));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };
  const scrollerClass = hydrated
    ? 'flex touch-pan-y overflow-hidden'
    : 'flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'ArrowRight') goTo(index + 1);
    else return;
    event.preventDefault();
  };

  return { count, hydrated, index, goTo, scrollerProps, scrollerClass, onKeyDown };
}
