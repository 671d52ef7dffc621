import type { PictureData } from '../assets/responsive-image.ts';
import { Slide, type CarouselProps } from './Slide.tsx';
import { ArrowButton, Dots } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useSlideScroller } from './hooks.ts';
import { Icon } from './IconSvg.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';

export interface RecentWorkSlide {
  picture: PictureData;
  thumb: PictureData;
  title: string;
  description: string;
  /** Where the job was: given only with a caption about that particular job (over the brand's own photo). */
  location?: string;
}

/**
 * Recent projects on the home page: one large photo with its title, description and place;
 * previous/next wrap around, and the thumbnails and dots select a project (SPEC section 4).
 */
function RecentWorkCarousel({ slides, label = 'Recent work' }: CarouselProps<RecentWorkSlide>) {
  const { count, hydrated, index, goTo, scrollerProps, scrollerClass, onKeyDown, slideProps } = useSlideScroller(
    slides.length,
  );
  if (count === 0) return null;

  return (
    // Arrow keys pressed on the carousel's own buttons bubble up here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div {...scrollerProps} aria-live="polite" className={`rounded-xl ${scrollerClass}`}>
        {slides.map((slide, i) => (
          <Slide key={i} {...slideProps(i)} className="flex w-full shrink-0 snap-start">
            <figure className="flex w-full flex-col bg-stone-900 text-white">
              <ResponsivePicture picture={slide.picture} className="aspect-[16/9] w-full object-cover" />
              <figcaption className="flex-1 p-5">
                <h3 className="text-xl font-bold">{slide.title}</h3>
                <p className="mt-1 text-stone-200">{slide.description}</p>
                {slide.location && (
                  <p className="mt-2 flex items-center gap-1 text-sm text-stone-200">
                    <Icon name="mapPin" className="size-4" />
                    {slide.location}
                  </p>
                )}
              </figcaption>
            </figure>
          </Slide>
        ))}
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
              label={(i) => `Show project ${i + 1}: ${slides[i]!.title}`}
              disabled={!hydrated}
            />
            <ArrowButton direction="next" label="Next project" onClick={() => goTo(index + 1)} disabled={!hydrated} />
          </div>
          <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Project thumbnails">
            {slides.map((slide, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  disabled={!hydrated}
                  aria-current={i === index ? 'true' : undefined}
                  className="block w-full overflow-hidden rounded-lg ring-offset-2 disabled:cursor-default aria-[current=true]:ring-4 aria-[current=true]:ring-accent"
                >
                  <ResponsivePicture
                    picture={{ ...slide.thumb, alt: '' }}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="sr-only">Show {slide.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(RecentWorkCarousel, 'RecentWorkCarousel');
