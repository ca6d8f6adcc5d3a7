/** Bench figures: one row per solver, and the table they print as. */

export interface BenchRow {
  readonly solver: string;
  readonly deals: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
  readonly wallMs: number;
  readonly dealsPerSecond: number;
  /** Time per deal (ms): median, 95th percentile, max; null when the solver does not report it. */
  readonly timeMs: { readonly median: number; readonly p95: number; readonly max: number } | null;
  /** Solution length in explicit moves: median, mean, max; null when unknown. */
  readonly length: { readonly median: number; readonly mean: number; readonly max: number } | null;
  readonly peakRssBytes: number | null;
}

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

export function spread(
  values: readonly number[],
): { median: number; p95: number; max: number; mean: number } | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return {
    median: quantile(s, 0.5),
    p95: quantile(s, 0.95),
    max: s[s.length - 1] as number,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

const num = (n: number, digits = 0): string =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';
const mb = (b: number | null): string => (b === null ? '—' : `${num(b / 2 ** 20)} MB`);

/** A plain-text table: one column per solver, then a ratio column (ours / peer) when there are two. */
export function formatTable(rows: readonly BenchRow[]): string {
  const lines: [string, ...string[]][] = [
    ['', ...rows.map((r) => r.solver)],
    ['deals', ...rows.map((r) => num(r.deals))],
    ['solved', ...rows.map((r) => num(r.solved))],
    ['unsolvable', ...rows.map((r) => num(r.unsolvable))],
    ['unknown', ...rows.map((r) => num(r.unknown))],
    ['wall time', ...rows.map((r) => `${num(r.wallMs / 1000, 2)} s`)],
    ['deals per second', ...rows.map((r) => num(r.dealsPerSecond, 1))],
    ['time per deal, median', ...rows.map((r) => (r.timeMs ? `${num(r.timeMs.median, 2)} ms` : '—'))],
    ['time per deal, p95', ...rows.map((r) => (r.timeMs ? `${num(r.timeMs.p95, 2)} ms` : '—'))],
    ['time per deal, max', ...rows.map((r) => (r.timeMs ? `${num(r.timeMs.max, 1)} ms` : '—'))],
    ['solution length, median', ...rows.map((r) => (r.length ? num(r.length.median) : '—'))],
    ['solution length, mean', ...rows.map((r) => (r.length ? num(r.length.mean, 1) : '—'))],
    ['solution length, max', ...rows.map((r) => (r.length ? num(r.length.max) : '—'))],
    ['peak memory', ...rows.map((r) => mb(r.peakRssBytes))],
  ];
  if (rows.length === 2) {
    const [a, b] = rows as [BenchRow, BenchRow];
    const ratio = (x: number | undefined, y: number | undefined) =>
      x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y) || y === 0
        ? '—'
        : `${num(x / y, 2)}×`;
    (lines[0] as string[]).push('ratio');
    const add = (i: number, v: string) => (lines[i] as string[]).push(v);
    for (let i = 1; i <= 4; i++) add(i, '');
    add(5, ratio(a.wallMs, b.wallMs));
    add(6, ratio(a.dealsPerSecond, b.dealsPerSecond));
    add(7, ratio(a.timeMs?.median, b.timeMs?.median));
    add(8, ratio(a.timeMs?.p95, b.timeMs?.p95));
    add(9, ratio(a.timeMs?.max, b.timeMs?.max));
    add(10, ratio(a.length?.median, b.length?.median));
    add(11, ratio(a.length?.mean, b.length?.mean));
    add(12, ratio(a.length?.max, b.length?.max));
    add(13, ratio(a.peakRssBytes ?? undefined, b.peakRssBytes ?? undefined));
  }
  const widths = (lines[0] as string[]).map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  return (
    lines
      .map((l) =>
        l
          .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
