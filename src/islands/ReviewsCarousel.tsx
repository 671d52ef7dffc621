import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  REVIEWS_PER_DOT,
  activeDot,
  breakpoints,
  dotCount,
  dotTarget,
  timings,
  visibleIndexes,
} from '../lib/carousel.ts';
import { ArrowButton, Dots, RotationButton } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { Slide } from './Slide.tsx';
import { useHydrated, usePrefersReducedMotion, useRotation } from './hooks.ts';

export interface Review {
  quote: string;
  author: string;
  location: string;
  rating: number;
}

export interface ReviewsCarouselProps {
  reviews: Review[];
  /** Accessible name of the carousel region. */
  label?: string;
}

/**
 * The rating as text, as on /reviews (StarRating.astro): five characters for sighted users, one
 * sentence for screen readers. Two elements per card instead of five SVG icons keeps the home
 * page's DOM small, which every style recalculation (opening the welcome dialog) pays for.
 */
function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-xl leading-none text-amber-700">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  );
}

/**
 * Home-page reviews: a looping keen-slider carousel (1 / 2 / 3 cards by screen width) that
 * advances every 5 s, with arrows, arrow keys and one dot per 3 reviews (SPEC section 4).
 * Before hydration (and with JavaScript off) the same row of cards scrolls sideways instead.
 */
function ReviewsCarousel({ reviews, label = 'Customer reviews' }: ReviewsCarouselProps) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);
  const count = reviews.length;
  // A swipe restarts the rotation interval too; keen-slider's options are created before the rotation hook.
  const restartOnSwipe = useRef(() => {});

  // Created once: keen-slider deep-compares options on every render, so they must not change identity.
  const [options] = useState<KeenSliderOptions>(() => {
    const sync = (slider: KeenSliderInstance) => {
      setCurrent(slider.track.details?.rel ?? 0);
      const view = (slider.options.slides as { perView?: number } | undefined)?.perView;
      setPerView(typeof view === 'number' ? view : 1);
    };
    return {
      loop: true,
      slides: { perView: 1, spacing: 0 },
      breakpoints: {
        [`(min-width: ${breakpoints.medium}px)`]: { slides: { perView: 2, spacing: 0 } },
        [`(min-width: ${breakpoints.large}px)`]: { slides: { perView: 3, spacing: 0 } },
      },
      created: (slider) => {
        // Undo any sideways scrolling done before hydration: keen-slider positions slides itself.
        slider.container.scrollLeft = 0;
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
  const rotation = useRotation(timings.reviewsAutoplayMs, () => slider.current?.next());
  useEffect(() => {
    restartOnSwipe.current = rotation.restart;
  }, [rotation.restart]);

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
  const inView = new Set(visibleIndexes(current, perView, count));

  return (
    // Arrow keys pressed on the carousel's own buttons bubble up here (SPEC: the arrow keys move it).
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
        {reviews.map((review, index) => (
          <Slide
            key={index}
            index={index}
            count={count}
            hidden={hydrated && !inView.has(index)}
            className="keen-slider__slide relative flex shrink-0 basis-full snap-start px-2 md:basis-1/2 lg:basis-1/3"
          >
            <figure className="flex w-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <Stars rating={review.rating} />
              <blockquote className="mt-3 flex-1 text-stone-700">
                <p>“{review.quote}”</p>
              </blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold text-stone-900">{review.author}</span>
                <span className="block text-sm text-stone-600">{review.location}</span>
              </figcaption>
            </figure>
          </Slide>
        ))}
      </div>
      <div className="mt-6 flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-4">
        <div className="flex gap-2">
          <RotationButton stopped={rotation.stopped} onClick={rotation.toggle} disabled={!hydrated} what="reviews" />
          <ArrowButton direction="previous" label="Previous reviews" onClick={previous} disabled={!hydrated} />
          <ArrowButton direction="next" label="Next reviews" onClick={next} disabled={!hydrated} />
        </div>
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
      </div>
    </section>
  );
}

export default withErrorBoundary(ReviewsCarousel, 'ReviewsCarousel');
