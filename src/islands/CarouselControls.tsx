import type { ReactNode } from 'react';
import { Icon } from './IconSvg.tsx';
import { ROTATION_CONTROL } from './hooks.ts';

const roundButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-accent-soft hover:text-accent-dark disabled:cursor-default disabled:opacity-50';

/** Previous / next slide button (44×44 px). */
export function ArrowButton({
  direction,
  label,
  onClick,
  disabled,
  className = '',
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="button" className={`${roundButton} ${className}`} onClick={onClick} disabled={disabled}>
      <Icon name={direction === 'previous' ? 'arrowLeft' : 'arrowRight'} className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The stop/start control of an auto-rotating carousel (WAI-ARIA APG "rotation control"). */
export function RotationButton({
  stopped,
  onClick,
  disabled,
  what,
}: {
  stopped: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** e.g. "reviews": the label reads "Pause automatic reviews rotation". */
  what: string;
}) {
  return (
    <button type="button" className={roundButton} onClick={onClick} disabled={disabled} {...{ [ROTATION_CONTROL]: '' }}>
      <Icon name={stopped ? 'play' : 'pause'} className="size-5" />
      <span className="sr-only">
        {stopped ? `Start automatic ${what} rotation` : `Pause automatic ${what} rotation`}
      </span>
    </button>
  );
}

/**
 * A row of dot buttons: a 12 px dot inside a 32×32 px target on phones (so 9 dots fit on one
 * line of a 320 px screen) and 44×44 px from the sm breakpoint.
 * `current` marks the active dot with aria-current so screen readers hear which group is shown.
 */
export function Dots({
  count,
  active,
  onSelect,
  label,
  disabled,
  children,
}: {
  count: number;
  active: number;
  onSelect: (dot: number) => void;
  label: (dot: number) => string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center">
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className="group inline-flex size-8 items-center justify-center disabled:cursor-default sm:size-11"
          aria-current={dot === active ? 'true' : undefined}
          onClick={() => onSelect(dot)}
          disabled={disabled}
        >
          <span
            aria-hidden="true"
            className="block size-3 rounded-full border-2 border-accent-dark transition-transform group-hover:scale-125 group-aria-[current=true]:bg-accent-dark"
          />
          <span className="sr-only">{label(dot)}</span>
        </button>
      ))}
      {children}
    </div>
  );
}
