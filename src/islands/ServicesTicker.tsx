import { useState } from 'react';
import { tickerStep, timings } from '../lib/carousel.ts';
import { Dots, RotationButton } from './CarouselControls.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated, useRotation } from './hooks.ts';

export interface ServicesTickerProps {
  entries: string[];
  label?: string;
}

/**
 * Rotating list of services: one entry at a time, a new one every 2.5 s;
 * a dot jumps to its entry. All entries share one grid cell, so the box is as tall as the
 * longest entry from the first paint and nothing shifts as they change.
 */
function ServicesTicker({ entries, label = 'Our services' }: ServicesTickerProps) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = entries.length;
  const rotation = useRotation(timings.tickerStepMs, () => setIndex((i) => tickerStep(i, count)));
  const show = (entry: number) => {
    setIndex(entry);
    rotation.restart();
  };
  if (count === 0) return null;

  return (
    <section aria-label={label} className="text-center" {...rotation.containerProps}>
      <div aria-live={rotation.rotating ? 'off' : 'polite'} className="grid">
        {entries.map((entry, i) => (
          <p
            key={entry}
            className={`font-heading text-2xl font-bold text-balance transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none sm:text-3xl ${
              i === index ? 'opacity-100' : 'invisible opacity-0'
            }`}
          >
            {entry}
          </p>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <RotationButton stopped={rotation.stopped} onClick={rotation.toggle} disabled={!hydrated} what="services" />
        <Dots count={count} active={index} onSelect={show} label={(i) => `Show ${entries[i]}`} disabled={!hydrated} />
      </div>
    </section>
  );
}

export default withErrorBoundary(ServicesTicker, 'ServicesTicker');
