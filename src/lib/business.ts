/**
 * Business facts. Opening hours are one model per brand (brand file, `openingHours`): each day of the
 * week open from a time to a time, or closed, with an optional note (e.g. emergency call-outs on a closed
 * Sunday). Every statement of hours is derived from it here: the rows of the lists (contact page, home
 * contact section and areas block, footer), the days the phone is answered, and the structured data; so two
 * statements on one page cannot disagree. A brand file states its price range and may state a rating and a
 * customer count; the facts below (coverage radius, reply promise, pile height) are shared by every brand.
 */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];
/** The brand file's key of a day: "monday" … "sunday". */
export type DayKey = Lowercase<Weekday>;
export const dayKeys = weekdays.map((day) => day.toLowerCase()) as DayKey[];

/** One day: open from `opens` to `closes` (24-hour "08:00"), or `closed`; `note` says more about that day. */
export interface DayHours {
  closed?: boolean;
  opens?: string;
  closes?: string;
  note?: string;
}
export type OpeningHours = Record<DayKey, DayHours>;

/** A rating the owner states, naming the review sites it comes from. */
export interface StatedRating {
  ratingValue: string;
  reviewCount: number;
  platform: string;
}

export interface BusinessFacts {
  aggregateRating?: StatedRating;
  /** "Trusted by {happyCustomers}+ Happy Customers". */
  happyCustomers?: number;
  priceRange: string;
}

const isOpen = (day: DayHours | undefined): day is DayHours & { opens: string; closes: string } =>
  !!day && !day.closed && !!day.opens && !!day.closes;

/** "08:00" → "8:00 AM", "12:30" → "12:30 PM", "00:00" → "12:00 AM". */
export function timeText(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const hour = hours % 12 || 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** One line of an hours list: the days it covers, their hours ("8:00 AM – 6:00 PM" or "Closed"), the note. */
export interface HoursRow {
  days: string;
  hours: string;
  note?: string;
}

const sameHours = (a: DayHours | undefined, b: DayHours | undefined) =>
  !!a === !!b && !!a?.closed === !!b?.closed && a?.opens === b?.opens && a?.closes === b?.closes && a?.note === b?.note;

/** Consecutive days with the same hours and note, as runs of indexes into the week. */
function runs(week: OpeningHours): number[][] {
  const groups: number[][] = [];
  dayKeys.forEach((key, index) => {
    const last = groups.at(-1);
    if (last && sameHours(week[dayKeys[last.at(-1)!]!], week[key])) last.push(index);
    else groups.push([index]);
  });
  return groups;
}

/** The week as the site lists it: consecutive days with the same hours in one row ("Monday – Friday"). */
export function hoursRows(week: OpeningHours): HoursRow[] {
  return runs(week).map((run) => {
    const day = week[dayKeys[run[0]!]!];
    const first = weekdays[run[0]!]!;
    const last = weekdays[run.at(-1)!]!;
    return {
      days: run.length === 1 ? first : `${first} – ${last}`,
      hours: isOpen(day) ? `${timeText(day.opens)} – ${timeText(day.closes)}` : 'Closed',
      ...(day?.note ? { note: day.note } : {}),
    };
  });
}

/** Day indexes in words: [0] "Monday", [0, 1, 3] "Monday, Tuesday and Thursday", [0 … 5] "Monday to Saturday". */
function daysPhrase(indexes: number[]): string {
  const spans: number[][] = [];
  for (const index of indexes) {
    const span = spans.at(-1);
    if (span && span.at(-1) === index - 1) span.push(index);
    else spans.push([index]);
  }
  const items = spans.flatMap((span) =>
    span.length > 2 ? [`${weekdays[span[0]!]} to ${weekdays[span.at(-1)!]}`] : span.map((index) => weekdays[index]!),
  );
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** The days the business is open, in words: "Monday to Saturday". */
export function openDays(week: OpeningHours): string {
  return daysPhrase(dayKeys.flatMap((key, index) => (isOpen(week[key]) ? [index] : [])));
}

/** When the phone is answered, as pages say it ({phoneLines}): the days the business is open. */
export function phoneLines(week: OpeningHours): string {
  return `Phone lines open ${openDays(week)}`;
}

/** schema.org's openingHoursSpecification: the open days grouped by their hours (closed days are left out). */
export function openingHoursSpecification(
  week: OpeningHours,
): { dayOfWeek: Weekday[]; opens: string; closes: string }[] {
  const specs: { dayOfWeek: Weekday[]; opens: string; closes: string }[] = [];
  dayKeys.forEach((key, index) => {
    const day = week[key];
    if (!isOpen(day)) return;
    const spec = specs.find((s) => s.opens === day.opens && s.closes === day.closes);
    if (spec) spec.dayOfWeek.push(weekdays[index]!);
    else specs.push({ dayOfWeek: [weekdays[index]!], opens: day.opens, closes: day.closes });
  });
  return specs;
}

export const coverageRadiusMiles = 50;
export const quoteReplyPromise = 'within 24 hours';
export const artificialGrassPileMm = 35;
