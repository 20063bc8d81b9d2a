import { describe, expect, it } from 'vitest';
import { dayNumber, formatDay, leadingDate } from '../../../src/lib/finance/growth/dates';

// 15 Jan 2024 is 19,737 days after 1 Jan 1970: 54 years of 365 days (19,710) + 13 leap days (1972 … 2020) + 14.
const JAN_15_2024 = 54 * 365 + 13 + 14;

describe('dates as a statement writes them', () => {
  it('reads ISO, day-month-name and month-name-day dates the same whatever the order', () => {
    for (const order of ['dmy', 'mdy'] as const) {
      for (const text of ['2024-01-15 x', '15 Jan 2024 x', 'Jan 15, 2024 x', '15 January 2024 x', 'January 15 2024 x']) {
        expect(leadingDate(text, order)).toEqual({ day: JAN_15_2024, rest: ' x' });
      }
    }
  });
  it('reads a slashed date day first under dmy and month first under mdy', () => {
    expect(leadingDate('05/04/2024', 'dmy')?.day).toBe(dayNumber(2024, 4, 5));
    expect(leadingDate('05/04/2024', 'mdy')?.day).toBe(dayNumber(2024, 5, 4));
  });
  it('gives null for a date that does not exist, and undefined for text that is no date', () => {
    expect(leadingDate('31/04/2024', 'dmy')?.day).toBeNull();
    expect(leadingDate('2023-02-29', 'dmy')?.day).toBeNull();
    expect(leadingDate('13/05/2024', 'mdy')?.day).toBeNull();
    expect(leadingDate('30 Feb 2024', 'dmy')?.day).toBeNull();
    expect(leadingDate('2024-02-29', 'dmy')?.day).toBe(dayNumber(2024, 2, 29));
    expect(leadingDate('15 Foo 2024', 'dmy')).toBeUndefined();
    expect(leadingDate('-5000', 'dmy')).toBeUndefined();
  });
  it('counts whole UTC days and writes them back as 15 Jan 2024', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2024, 1, 15)).toBe(JAN_15_2024);
    expect(formatDay(JAN_15_2024)).toBe('15 Jan 2024');
  });
});
