/**
 * The About page's team, values and accreditations. Kept as data so an owner can edit
 * the wording (or remove a line that does not apply) without touching markup.
 */
import type { IconName } from '../lib/icons.ts';

export const team = [
  {
    title: 'Fencing and landscaping crews',
    text: 'Two-person and three-person crews who dig, set posts, lay bases and build patios every working day. The same crew stays on your job from start to finish.',
  },
  {
    title: 'Tree surgery team',
    text: 'Climbers and groundworkers with chainsaw and aerial rescue tickets, a chipper and a stump grinder. They handle everything from a light crown lift to a sectional fell.',
  },
  {
    title: 'Office and estimating',
    text: 'The people who answer the phone, visit to measure up and write your quote. They will keep you updated on dates and answer questions while the work is under way.',
  },
];

export const values: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'We turn up when we say',
    text: 'Agreed start dates, a call if the weather changes the plan, and no disappearing mid-job.',
    icon: 'calendar',
  },
  {
    title: 'Clear, written quotes',
    text: 'Every quote lists what is included, from waste removal to the depth of the base. No surprises on the invoice.',
    icon: 'check',
  },
  {
    title: 'Built properly',
    text: 'Posts set in concrete, patios on compacted sub-bases, trees cut to BS 3998. The parts you cannot see matter most.',
    icon: 'tool',
  },
  {
    title: 'Respect for your home',
    text: 'Dust sheets indoors, boards over lawns, a word with the neighbours before we start, and a swept site every evening.',
    icon: 'home',
  },
];

export const accreditations = [
  'Public liability insurance on every job, with the certificate available on request.',
  'Tree work carried out to British Standard BS 3998 (Tree work: recommendations).',
  'Chainsaw operators and climbers hold City & Guilds NPTC or Lantra certificates.',
  'Registered waste carrier: green waste and old fencing go to licensed recycling sites, never fly-tipped.',
  'We check tree preservation orders and conservation areas with the council before any tree work.',
];
