import type { PictureData } from '../assets/responsive-image.ts';
import { Slide, type CarouselProps } from './Slide.tsx';
import { ArrowButton, Dots } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useSlideScroller } from './hooks.ts';
import { ResponsivePicture } from './ResponsivePicture.tsx';

export interface ImageSlide {
  picture: PictureData;
  title?: string;
}

/**
 * A 400 px tall photo slider that wraps around both ways (SPEC section 4). Arrows and dots
 * appear only with more than one photo; with no photos it renders nothing.
 */
function ImageSlider({ slides, label = 'Project photos' }: CarouselProps<ImageSlide>) {
  const { count, hydrated, index, goTo, scrollerProps, scrollerClass, onKeyDown, slideProps } = useSlideScroller(
    slides.length,
  );
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
        {slides.map((slide, i) => (
          <Slide key={i} {...slideProps(i)} className="relative h-full w-full shrink-0 snap-start">
            <ResponsivePicture picture={slide.picture} className="h-full w-full object-cover" />
            {slide.title && (
              <p
                className={`absolute inset-x-0 bottom-0 bg-stone-900/80 px-4 pt-3 text-lg font-semibold text-white ${several ? 'pb-14' : 'pb-3'}`}
              >
                {slide.title}
              </p>
            )}
          </Slide>
        ))}
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
