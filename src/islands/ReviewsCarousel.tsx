import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  REVIEWS_PER_DOT,
  activeDot,
  breakpoints,
  dotCount,
  dotTarget,
  reviewsMove,
  timings,
  visibleIndexes,
} from '../lib/carousel.ts';
import { ArrowButton, Dots, RotationButton } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated, usePrefersReducedMotion, useRotation } from './hooks.ts';
import { hideSlidesOutOfView } from './slides-out-of-view.ts';

export interface ReviewsCarouselProps {
  /** How many reviews `children` holds. */
  count: number;
  /** Accessible name of the carousel region. */
  label?: string;
  /**
   * The review cards, each a `keen-slider__slide` wrapper with slideAttributes() (src/lib/carousel.ts),
   * rendered by ReviewsSection.astro and handed over as static HTML (<astro-slot>) that React never
   * re-renders, so the reviews are in the page once instead of also in the island's props.
   */
  children?: ReactNode;
}

/**
 * Home-page reviews: a looping keen-slider carousel (1 / 2 / 3 cards by screen width) that
 * advances every 5 s, with arrows, arrow keys and one dot per 3 reviews.
 * Before hydration (and with JavaScript off) the same row of cards scrolls sideways instead.
 * A brand with few reviews shows what it has: when they all fit on the screen they stand still, with no
 * arrows, dots or pause control (lib/carousel.ts, reviewsMove).
 */
function ReviewsCarousel({ count, label = 'Customer reviews', children }: ReviewsCarouselProps) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);
  // A swipe restarts the rotation interval too; keen-slider's options are created before the rotation hook.
  const restartOnSwipe = useRef(() => {});

  // Created once: keen-slider deep-compares options on every render, so they must not change identity.
  const [options] = useState<KeenSliderOptions>(() => {
    const sync = (slider: KeenSliderInstance) => {
      setCurrent(slider.track.details?.rel ?? 0);
      const view = (slider.options.slides as { perView?: number } | undefined)?.perView;
      setPerView(typeof view === 'number' ? view : 1);
    };
    // Never more cards in view than there are, and no loop when they all fit.
    const view = (perView: number) => ({
      loop: reviewsMove(count, perView),
      slides: { perView: Math.min(perView, count), spacing: 0 },
    });
    return {
      ...view(1),
      breakpoints: {
        [`(min-width: ${breakpoints.medium}px)`]: view(2),
        [`(min-width: ${breakpoints.large}px)`]: view(3),
      },
      created: (slider) => {
        // keen-slider positions the cards itself, so the row's own scrolling is undone; the card a
        // visitor swiped to before hydration stays in front.
        const { container, slides } = slider;
        const cardWidth = slides[0]?.offsetWidth ?? 0;
        const swipedTo = cardWidth > 0 ? Math.round(container.scrollLeft / cardWidth) : 0;
        container.scrollLeft = 0;
        if (swipedTo > 0) slider.moveToIdx(swipedTo, true, { duration: 0 });
        sync(slider);
      },
      optionsChanged: sync,
      slideChanged: sync,
      // A swipe is a manual move too.
      dragStarted: () => restartOnSwipe.current(),
    };
  });
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);
  const reducedMotion = usePrefersReducedMotion();
  // Under reduced motion even a chosen move jumps instead of sliding.
  const move = (to: (current: KeenSliderInstance) => number, absolute = true) => {
    const current = slider.current;
    if (current) current.moveToIdx(to(current), absolute, reducedMotion ? { duration: 0 } : undefined);
  };
  // The reviews move only when there are more than fit on the screen.
  const moves = reviewsMove(count, perView);
  const rotation = useRotation(timings.reviewsAutoplayMs, () => {
    if (moves) slider.current?.next();
  });
  useEffect(() => {
    restartOnSwipe.current = rotation.restart;
  }, [rotation.restart]);
  // keen-slider finds the cards inside the <astro-slot> (its selector is `.keen-slider__slide`);
  // once it runs, the cards out of view are hidden from assistive technology.
  useEffect(() => {
    const inView = new Set(visibleIndexes(current, perView, count));
    if (slider.current) hideSlidesOutOfView(slider.current.slides, (index) => !inView.has(index));
  });

  // Manual moves restart the 5 s interval, so the chosen reviews stay up for the full time.
  const next = () => {
    move((current) => current.track.details.abs + 1);
    rotation.restart();
  };
  const previous = () => {
    move((current) => current.track.details.abs - 1);
    rotation.restart();
  };
  const showDot = (dot: number) => {
    move(() => dotTarget(dot, REVIEWS_PER_DOT), false);
    rotation.restart();
  };

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    // Arrow keys pressed on the carousel's own buttons bubble up here: the left and right arrow keys move it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} {...rotation.containerProps}>
      <div
        ref={sliderRef}
        aria-live={rotation.rotating ? 'off' : 'polite'}
        // Before hydration the row scrolls (keyboard-scrollable too); afterwards keen-slider moves it.
        tabIndex={hydrated ? undefined : 0}
        className={`-mx-2 flex ${
          hydrated ? 'touch-pan-y overflow-hidden' : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto'
        }`}
      >
        {children}
      </div>
      {/* Before hydration the screen's width is unknown: the controls stand, disabled, for more than one review. */}
      {(hydrated ? moves : count > 1) && (
        <div className="mt-6 flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-4">
          <div className="flex gap-2">
            <RotationButton stopped={rotation.stopped} onClick={rotation.toggle} disabled={!hydrated} what="reviews" />
            <ArrowButton direction="previous" label="Previous reviews" onClick={previous} disabled={!hydrated} />
            <ArrowButton direction="next" label="Next reviews" onClick={next} disabled={!hydrated} />
          </div>
          {dotCount(count, REVIEWS_PER_DOT) > 1 && (
            <Dots
              count={dotCount(count, REVIEWS_PER_DOT)}
              active={activeDot(current, REVIEWS_PER_DOT)}
              onSelect={showDot}
              label={(dot) => {
                const first = dotTarget(dot, REVIEWS_PER_DOT);
                const last = Math.min(first + REVIEWS_PER_DOT, count);
                return first + 1 === last ? `Show review ${last}` : `Show reviews ${first + 1} to ${last}`;
              }}
              disabled={!hydrated}
            />
          )}
        </div>
      )}
    </section>
  );
}

export default withErrorBoundary(ReviewsCarousel, 'ReviewsCarousel');
