/**
 * The deal of the day's calendar: a month's days (each with its deal, whether it was won), the
 * month's badge by days won, in UTC days as the deal of the day is.
 */
export type Badge = 'bronze' | 'silver' | 'gold';

/** Days won for a month's badge: bronze 7, silver 15, gold every day of the month. */
export const BADGE_DAYS = { bronze: 7, silver: 15 } as const;

export interface CalendarDay {
  /** YYYY-MM-DD. */
  readonly day: string;
  readonly date: number;
  /** 0 Monday … 6 Sunday. */
  readonly weekday: number;
  readonly won: boolean;
  /** After today: no deal yet. */
  readonly future: boolean;
}

/** The days of month `month` (YYYY-MM), each marked won or to come. */
export function monthDays(month: string, won: readonly string[], today: string): CalendarDay[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const set = new Set(won);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1, i + 1));
    const day = d.toISOString().slice(0, 10);
    return { day, date: i + 1, weekday: (d.getUTCDay() + 6) % 7, won: set.has(day), future: day > today };
  });
}

/** The badge of a month by its days won, or null. */
export function monthBadge(days: readonly CalendarDay[]): Badge | null {
  const n = days.filter((d) => d.won).length;
  if (days.length > 0 && n === days.length) return 'gold';
  if (n >= BADGE_DAYS.silver) return 'silver';
  if (n >= BADGE_DAYS.bronze) return 'bronze';
  return null;
}

/** The month before or after (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}
