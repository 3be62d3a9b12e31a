import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@platform/contract';
import { addMonths, entriesByDay, monthOf, monthRange, monthWeeks } from './month';

const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  uid: 'event-1',
  kind: 'event',
  title: 'মেলা',
  title_en: 'Fair',
  subtitle: null,
  subtitle_en: null,
  starts_on: '2026-12-01',
  ends_on: '2026-12-01',
  start_time: null,
  end_time: null,
  starts_at: null,
  ends_at: null,
  location: null,
  location_en: null,
  link: '/events',
  ...over,
});

describe('month arithmetic', () => {
  it('reads ?month= or falls back, and moves across years', () => {
    expect(monthOf('2026-12', '2026-01')).toBe('2026-12');
    expect(monthOf('2026-13', '2026-01')).toBe('2026-01');
    expect(monthOf(null, '2026-01')).toBe('2026-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2026-12')[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('puts a batch on its first and last day and an event on each of its days', () => {
    const batch = entry({ uid: 'batch-1', kind: 'batch', starts_on: '2026-11-20', ends_on: '2026-12-10' });
    const fair = entry({ starts_on: '2026-12-30', ends_on: '2027-01-02' });
    const days = entriesByDay([batch, fair], '2026-12-01', '2026-12-31');
    expect([...days.keys()]).toEqual(['2026-12-10', '2026-12-30', '2026-12-31']);
    expect(days.get('2026-12-10')?.[0]?.mark).toBe('ends');
  });
});
