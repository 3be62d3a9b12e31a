import { afterEach, describe, expect, it } from 'vitest';
import { normalizeDigits, toBengaliDigits } from './digits';
import {
  formatBDT,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatTime,
  formatDuration,
  formatNumber,
  formatPercent,
  setBengaliIntlSupportForTests,
} from './format';

afterEach(() => setBengaliIntlSupportForTests(undefined));

describe('digits', () => {
  it.each([
    ['0123456789', '০১২৩৪৫৬৭৮৯'],
    ['03-26-2025', '০৩-২৬-২০২৫'],
    ['abc', 'abc'],
  ])('%s ↔ %s', (ascii, bengali) => {
    expect(toBengaliDigits(ascii)).toBe(bengali);
    expect(normalizeDigits(bengali)).toBe(ascii);
  });

  it('accepts numbers', () => expect(toBengaliDigits(42)).toBe('৪২'));
});

describe('formatDate: day first with the month name', () => {
  it.each([
    ['2026-12-10', 'en-US', '10 Dec 2026'],
    ['2026-12-10', 'bn-BD', '১০ ডিসে ২০২৬'],
    ['2025-03-06', 'en-US', '6 Mar 2025'],
    // 20:00 UTC is already the next day in Dhaka
    ['2025-03-26T20:00:00Z', 'en-US', '27 Mar 2025'],
    [new Date('2025-12-31T00:00:00+06:00'), 'bn-BD', '৩১ ডিসে ২০২৫'],
    ['not a date', 'en-US', ''],
    [null, 'en-US', ''],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('months of a year', () => {
    expect(formatMonthYear('2023-01-15', 'en-US')).toBe('Jan 2023');
    expect(formatMonthYear('2023-01-15', 'bn-BD')).toBe('জানু ২০২৩');
  });
});

describe('formatTime and formatDateTime', () => {
  it.each([
    ['2025-03-26T04:05:00Z', 'en-US', '26 Mar 2025, 10:05 AM'],
    ['2025-03-26T10:30:00Z', 'en-US', '26 Mar 2025, 4:30 PM'],
    ['2025-03-26T10:30:00Z', 'bn-BD', '২৬ মার্চ ২০২৫, বিকাল ৪:৩০'],
    ['2025-03-26T18:00:00Z', 'bn-BD', '২৭ মার্চ ২০২৫, রাত ১২:০০'],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatDateTime(value, locale)).toBe(expected);
  });

  it('reads a wall-clock time as written; Bengali names the part of the day, never "AM"', () => {
    expect(formatTime('09:15', 'en-US')).toBe('9:15 AM');
    expect(formatTime('13:00:00', 'bn-BD')).toBe('দুপুর ১:০০');
    expect(formatTime('19:45', 'bn-BD')).toBe('সন্ধ্যা ৭:৪৫');
    expect(formatTime('06:30', 'bn-BD')).toBe('সকাল ৬:৩০');
    expect(formatTime('25:00', 'en-US')).toBe('');
    for (const hour of Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`))
      expect(formatTime(hour, 'bn-BD')).not.toMatch(/AM|PM|[0-9]/);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, 'en-US', '1,234,567'],
    [1234567, 'bn-BD', '১২,৩৪,৫৬৭'],
    [1234567.891, 'bn-BD', '১২,৩৪,৫৬৭.৮৯১'],
    [0, 'bn-BD', '০'],
  ] as const)('%d in %s → %s', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it('falls back to lakh grouping and a digit map without bn-BD Intl data', () => {
    setBengaliIntlSupportForTests(false);
    expect(formatNumber(1234567, 'bn-BD')).toBe('১২,৩৪,৫৬৭');
    expect(formatDate('2025-03-26', 'bn-BD')).toBe('২৬ মার্চ ২০২৫');
  });
});

describe('formatBDT', () => {
  it.each([
    [1234567.891, 'bn-BD', '১২,৩৪,৫৬৭.৮৯৳'],
    [1234567.891, 'en-US', '৳1,234,567.89'],
    [500, 'en-US', '৳500'],
    [15000, 'bn-BD', '১৫,০০০৳'],
    [1500.5, 'en-US', '৳1,500.50'],
  ] as const)('%d in %s → %s', (value, locale, expected) => {
    expect(formatBDT(value, locale)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [76, 'en-US', '76%'],
    [76, 'bn-BD', '৭৬%'],
    [33.333, 'en-US', '33%'],
  ] as const)('%d in %s → %s', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});

describe('formatDuration (minutes under 60, otherwise hours and minutes)', () => {
  it.each([
    [0, 'en-US', '0 minutes'],
    [1, 'en-US', '1 minute'],
    [45, 'en-US', '45 minutes'],
    [60, 'en-US', '1 hour'],
    [61, 'en-US', '1 hour 1 minute'],
    [135, 'en-US', '2 hours 15 minutes'],
    [45, 'bn-BD', '৪৫ মিনিট'],
    [120, 'bn-BD', '২ ঘণ্টা'],
    [135, 'bn-BD', '২ ঘণ্টা ১৫ মিনিট'],
  ] as const)('%d in %s → %s', (value, locale, expected) => {
    expect(formatDuration(value, locale)).toBe(expected);
  });
});
