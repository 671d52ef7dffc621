import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { ArrowButton, Dots } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useSlideScroller } from './hooks.ts';

interface RecentWorkCarouselProps {
  /** Each project's title, in slide order: the dots' names. */
  titles: string[];
  label?: string;
  /**
   * The slides, each a wrapper with slideAttributes() (src/lib/carousel.ts), rendered by
   * RecentWorkSection.astro and handed over as static HTML (<astro-slot>) that React never re-renders.
   */
  children?: ReactNode;
  /**
   * Astro's named slot "thumbnails": a list of buttons with `data-show-slide` (the slide's index),
   * rendered disabled; they are enabled, marked current and listened to here.
   */
  thumbnails?: ReactNode;
}

/** A thumbnail button's slide index, read from its `data-show-slide`. */
const thumbnailSelector = 'button[data-show-slide]';

/**
 * Recent projects on the home page: one large photo with its title, description and place;
 * previous/next wrap around, and the thumbnails and dots select a project.
 */
function RecentWorkCarousel({ titles, label = 'Recent work', children, thumbnails }: RecentWorkCarouselProps) {
  const { count, hydrated, index, goTo, scrollerProps, scrollerClass, onKeyDown } = useSlideScroller(titles.length);
  const thumbnailsRef = useRef<HTMLDivElement>(null);

  // The thumbnails are Astro's HTML: their state is set on the elements after every render.
  useEffect(() => {
    thumbnailsRef.current?.querySelectorAll<HTMLButtonElement>(thumbnailSelector).forEach((button) => {
      button.disabled = !hydrated;
      if (Number(button.dataset.showSlide) === index) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
  });

  if (count === 0) return null;

  const onThumbnailClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(thumbnailSelector);
    if (button) goTo(Number(button.dataset.showSlide));
  };

  return (
    // Arrow keys pressed on the carousel's own buttons bubble up here, and so do the thumbnails' clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} onClick={onThumbnailClick}>
      <div {...scrollerProps} aria-live="polite" className={`rounded-xl ${scrollerClass}`}>
        {children}
      </div>
      {count > 1 && (
        <>
          <div className="mt-4 flex items-center justify-center gap-2">
            <ArrowButton
              direction="previous"
              label="Previous project"
              onClick={() => goTo(index - 1)}
              disabled={!hydrated}
            />
            <Dots
              count={count}
              active={index}
              onSelect={goTo}
              label={(i) => `Show project ${i + 1}: ${titles[i]}`}
              disabled={!hydrated}
            />
            <ArrowButton direction="next" label="Next project" onClick={() => goTo(index + 1)} disabled={!hydrated} />
          </div>
          <div ref={thumbnailsRef}>{thumbnails}</div>
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(RecentWorkCarousel, 'RecentWorkCarousel');
