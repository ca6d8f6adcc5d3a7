import { describe, expect, test } from 'vitest';
import { monthBadge, monthDays, shiftMonth } from './calendar.ts';

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

describe('the deal of the day calendar', () => {
  test('a month\u2019s days: weekday from Monday, won days marked, days to come', () => {
    const m = monthDays('2026-11', ['2026-11-02', '2026-10-31'], '2026-11-20');
    expect(m).toHaveLength(30);
    // 1 November 2026 is a Sunday.
    expect(m[0]).toEqual({ day: '2026-11-01', date: 1, weekday: 6, won: false, future: false });
    expect(m[1]?.won).toBe(true);
    expect(m.filter((d) => d.future).map((d) => d.date)).toEqual(days(21, 30).map((d) => Number(d.slice(8))));
    expect(monthDays('2028-02', [], '2028-01-01')).toHaveLength(29);
  });

  test('badges by days won: bronze 7, silver 15, gold every day', () => {
    const badge = (won: string[]) => monthBadge(monthDays('2026-11', won, '2026-12-31'));
    expect(badge(days(1, 6))).toBeNull();
    expect(badge(days(1, 7))).toBe('bronze');
    expect(badge(days(1, 15))).toBe('silver');
    expect(badge(days(1, 29))).toBe('silver');
    expect(badge(days(1, 30))).toBe('gold');
  });

  test('months before and after', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
