import type { ReactNode } from 'react';
import { ArrowButton, Dots } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useSlideScroller } from './hooks.ts';

interface ImageSliderProps {
  /** How many slides `children` holds. */
  count: number;
  label?: string;
  /**
   * The slides, each a wrapper with slideAttributes() (src/lib/carousel.ts), rendered by
   * ServiceImageSlider.astro. Astro hands them over as static HTML (<astro-slot>) that React never
   * re-renders, so the photos are in the page once instead of also in the island's props.
   */
  children?: ReactNode;
}

/**
 * A 400 px tall photo slider that wraps around both ways. Arrows and dots
 * appear only with more than one photo; with no photos it renders nothing.
 */
function ImageSlider({ count: slideCount, label = 'Project photos', children }: ImageSliderProps) {
  const { count, hydrated, index, goTo, scrollerProps, scrollerClass, onKeyDown } = useSlideScroller(slideCount);

  if (count === 0) return null;
  const several = count > 1;

  return (
    // Arrow keys pressed on the slider's own buttons bubble up here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={several ? onKeyDown : undefined}
      className="relative h-[400px] overflow-hidden rounded-xl bg-stone-200"
    >
      <div {...scrollerProps} aria-live="polite" className={`h-full ${scrollerClass}`}>
        {children}
      </div>
      {several && (
        <>
          <ArrowButton
            direction="previous"
            label="Previous photo"
            onClick={() => goTo(index - 1)}
            disabled={!hydrated}
            className="absolute top-1/2 left-3 -translate-y-1/2"
          />
          <ArrowButton
            direction="next"
            label="Next photo"
            onClick={() => goTo(index + 1)}
            disabled={!hydrated}
            className="absolute top-1/2 right-3 -translate-y-1/2"
          />
          <div className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-white/90 px-1">
            <Dots
              count={count}
              active={index}
              onSelect={goTo}
              label={(i) => `Show photo ${i + 1}`}
              disabled={!hydrated}
            />
          </div>
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(ImageSlider, 'ImageSlider');
