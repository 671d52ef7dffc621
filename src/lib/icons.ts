/**
 * The site's icons under the names components and content use. They are Lucide's (npm `lucide-static`,
 * ISC licence, see THIRD-PARTY-NOTICES.md): each an SVG string of a 24×24 stroke icon, inlined into the
 * page at build time. Islands import only the few they draw (src/islands/IconSvg.tsx), so the unused
 * ones stay out of their bundles. Lucide draws no brand logos, so the Facebook mark (Feather's, MIT,
 * in the same notice) and the WhatsApp bubble are kept here in the same form.
 */
import {
  Award,
  Calendar,
  Check,
  ChevronLeft,
  ChevronRight,
  Clock,
  Download,
  ExternalLink,
  House,
  Leaf,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Pause,
  Phone,
  Play,
  Shield,
  Star,
  Truck,
  Wrench,
  X,
} from 'lucide-static';

const ownIcon = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}" /></svg>`;

export const phone = Phone;
export const mail = Mail;
export const message = MessageSquare;
export const whatsapp = ownIcon(
  'M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1',
);
export const facebook = ownIcon('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z');
export const menu = Menu;
export const close = X;
export const star = Star;
export const check = Check;
export const clock = Clock;
export const mapPin = MapPin;
export const shield = Shield;
export const award = Award;
export const tool = Wrench;
export const leaf = Leaf;
export const truck = Truck;
export const arrowLeft = ChevronLeft;
export const arrowRight = ChevronRight;
export const download = Download;
export const calendar = Calendar;
export const externalLink = ExternalLink;
export const pause = Pause;
export const play = Play;
export const home = House;

/** Every icon by name, for the server-rendered Icon.astro and the content schemas' icon names. */
export const icons = {
  phone,
  mail,
  message,
  whatsapp,
  facebook,
  menu,
  close,
  star,
  check,
  clock,
  mapPin,
  shield,
  award,
  tool,
  leaf,
  truck,
  arrowLeft,
  arrowRight,
  download,
  calendar,
  externalLink,
  pause,
  play,
  home,
} as const;

export type IconName = keyof typeof icons;

/** The drawing inside an icon's <svg> (its paths, circles…), for our own <svg> with our size and ARIA. */
export function iconBody(svg: string): string {
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg
    .slice(start, svg.lastIndexOf('</svg>'))
    .replace(/>\s+</g, '><')
    .replace(/\s+\/>/g, '/>')
    .trim();
}
