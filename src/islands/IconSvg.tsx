import {
  arrowLeft,
  arrowRight,
  close,
  download,
  iconBody,
  mail,
  mapPin,
  pause,
  phone,
  play,
  whatsapp,
} from '../lib/icons.ts';

/** Only the icons islands draw, so their bundles carry no others: add one here when an island needs it. */
const islandIcons = { arrowLeft, arrowRight, close, download, mail, mapPin, pause, phone, play, whatsapp };

export type IslandIconName = keyof typeof islandIcons;

/** The icons of Icon.astro as a React component, for use inside islands. Decorative (aria-hidden). */
export function Icon({ name, className = 'size-5' }: { name: IslandIconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      // Lucide's drawing, from the package at build time: markup we ship, not visitor input.
      dangerouslySetInnerHTML={{ __html: iconBody(islandIcons[name]) }}
    />
  );
}
