/**
 * One slide of a carousel (WAI-ARIA carousel pattern): a labelled group, hidden from assistive
 * technology once hydrated while it is out of view. The slide role sits on this wrapper because a
 * <figure> with a <figcaption> keeps its own role (HTML forbids another).
 */
import type { ReactNode } from 'react';
import { slideAttributes } from '../lib/carousel.ts';

/** What a slide-scroller carousel takes: its slides, and its accessible name. */
export interface CarouselProps<SlideData> {
  slides: SlideData[];
  label?: string;
}

interface SlideProps {
  index: number;
  count: number;
  /** Out of view after hydration (before it, every slide is part of the native scroller). */
  hidden: boolean;
  className: string;
  children: ReactNode;
}

export function Slide({ index, count, hidden, className, children }: SlideProps) {
  return (
    <div {...slideAttributes(index, count)} aria-hidden={hidden ? true : undefined} className={className}>
      {children}
    </div>
  );
}
