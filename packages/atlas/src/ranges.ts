// !! BROWSER SAFE !!
/** Ranges of deal numbers. */

/** An inclusive range of deal numbers. */
export interface DealRange {
  readonly from: number;
  readonly to: number;
}

/** Whether deal n lies in the range. */
export const holds = (r: DealRange, n: number) => n >= r.from && n <= r.to;

/** Whether a range lies inside another. */
export const within = (a: DealRange, b: DealRange) => a.from >= b.from && a.to <= b.to;

/** Whether two ranges overlap or meet end to end (together they are one unbroken range). */
export const touches = (a: DealRange, b: DealRange) => a.from <= b.to + 1 && b.from <= a.to + 1;

/** A range as people read it: `1–32000`. */
export const rangeText = (r: DealRange) => `${r.from}–${r.to}`;

/** Sorted, merged ranges. */
export function mergeRanges(ranges: readonly DealRange[]): DealRange[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const out: { from: number; to: number }[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && touches(r, last)) last.to = Math.max(last.to, r.to);
    else out.push({ from: r.from, to: r.to });
  }
  return out;
}

/** The parts of from..to that no range covers. */
export function gaps(from: number, to: number, covered: readonly DealRange[]): DealRange[] {
  const out: DealRange[] = [];
  let next = from;
  for (const r of mergeRanges(covered)) {
    if (r.to < next) continue;
    if (r.from > to) break;
    if (r.from > next) out.push({ from: next, to: r.from - 1 });
    next = Math.max(next, r.to + 1);
    if (next > to) break;
  }
  if (next <= to) out.push({ from: next, to });
  return out;
}

/**
 * Cuts ranges into chunks on a fixed grid of `size` deals (1..size, size+1..2·size, …), so the
 * same missing deals always make the same chunks, whoever asks and however often.
 */
export function chunked(ranges: readonly DealRange[], size: number): DealRange[] {
  const out: DealRange[] = [];
  for (const r of mergeRanges(ranges)) {
    let from = r.from;
    while (from <= r.to) {
      const to = Math.min(r.to, Math.ceil(from / size) * size);
      out.push({ from, to });
      from = to + 1;
    }
  }
  return out;
}

/** Deals in a list of ranges. */
export const dealCount = (ranges: readonly DealRange[]): number =>
  ranges.reduce((n, r) => n + r.to - r.from + 1, 0);
