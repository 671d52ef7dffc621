/**
 * Opening hours (src/lib/business.ts): one week per brand, from which every statement of hours is derived: the
 * rows every list shows, the days the phone is answered ({phoneLines}) and the structured data.
 */
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import {
  hoursRows,
  openDays,
  openingHoursSpecification,
  phoneLines,
  timeText,
  type OpeningHours,
} from '../../src/lib/business.ts';

const open = (opens: string, closes: string) => ({ opens, closes });
const defaultWeek: OpeningHours = {
  monday: open('08:00', '18:00'),
  tuesday: open('08:00', '18:00'),
  wednesday: open('08:00', '18:00'),
  thursday: open('08:00', '18:00'),
  friday: open('08:00', '18:00'),
  saturday: open('09:00', '16:00'),
  sunday: { closed: true, note: 'Emergency calls only' },
};

describe('the default brand', () => {
  it('keeps its hours (weekdays 8–6, Saturday 9–4), with Sunday’s emergency calls as the closed day’s note', () => {
    const brand = loadBrands().find((b) => b.default)!;
    expect(brand.openingHours).toEqual(defaultWeek);
    expect(hoursRows(brand.openingHours)).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Saturday', hours: '9:00 AM – 4:00 PM' },
      { days: 'Sunday', hours: 'Closed', note: 'Emergency calls only' },
    ]);
    expect(phoneLines(brand.openingHours)).toBe('Phone lines open Monday to Saturday');
  });
});

describe('hoursRows', () => {
  it('joins consecutive days with the same hours and note, and no others', () => {
    const week: OpeningHours = {
      ...defaultWeek,
      wednesday: open('08:00', '13:00'),
      saturday: { closed: true },
      sunday: { closed: true },
    };
    expect(hoursRows(week)).toEqual([
      { days: 'Monday – Tuesday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Wednesday', hours: '8:00 AM – 1:00 PM' },
      { days: 'Thursday – Friday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ]);
    expect(hoursRows({ ...defaultWeek, saturday: { ...open('09:00', '16:00'), note: 'By appointment' } })[1]).toEqual({
      days: 'Saturday',
      hours: '9:00 AM – 4:00 PM',
      note: 'By appointment',
    });
  });

  it('writes times as 12-hour clock times', () => {
    expect(['00:00', '07:05', '12:00', '12:30', '13:00', '23:59'].map(timeText)).toEqual([
      '12:00 AM',
      '7:05 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });
});

describe('the days the phone is answered', () => {
  it('are the open days, in words', () => {
    expect(openDays({ ...defaultWeek, saturday: { closed: true } })).toBe('Monday to Friday');
    expect(openDays({ ...defaultWeek, sunday: open('10:00', '12:00') })).toBe('Monday to Sunday');
    expect(
      openDays({
        ...defaultWeek,
        tuesday: { closed: true },
        thursday: { closed: true },
        saturday: { closed: true },
      }),
    ).toBe('Monday, Wednesday and Friday');
    expect(openDays({ ...defaultWeek, wednesday: { closed: true } })).toBe('Monday, Tuesday and Thursday to Saturday');
  });
});

describe('openingHoursSpecification', () => {
  it('groups the open days by their hours and leaves closed days out', () => {
    expect(openingHoursSpecification(defaultWeek)).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
    ]);
    expect(
      openingHoursSpecification({ ...defaultWeek, wednesday: open('08:00', '13:00'), saturday: { closed: true } }),
    ).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { dayOfWeek: ['Wednesday'], opens: '08:00', closes: '13:00' },
    ]);
  });
});
