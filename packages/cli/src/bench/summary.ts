/** Bench figures: one row per solver, and the table they print as. */

export interface BenchRow {
  readonly solver: string;
  readonly deals: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
  /**
   * Searches that ended without a win and without a proof (fc-solve's meta-moves presets: their
   * "could not solve" is no verdict); absent for solvers whose every such end is a proof.
   */
  readonly gaveUp?: number;
  /** Wins whose solution our rules refuse (fc-solve's, replayed here); absent where not checked. */
  readonly refused?: number;
  readonly wallMs: number;
  readonly dealsPerSecond: number;
  /** Time per deal (ms): median, 95th percentile, max; null when the solver does not report it. */
  readonly timeMs: { readonly median: number; readonly p95: number; readonly max: number } | null;
  /** Solution length in explicit moves: median, mean, max; null when unknown. */
  readonly length: { readonly median: number; readonly mean: number; readonly max: number } | null;
  readonly peakRssBytes: number | null;
  /** Which implementation searched, and how many deals each (ours only: SolveStats.engine). */
  readonly engines?: Readonly<Record<string, number>>;
}

const ENGINE_NAMES: Readonly<Record<string, string>> = {
  webassembly: 'WebAssembly',
  typescript: 'TypeScript',
  mixed: 'both',
};

/** The engine cell: the one engine, or each with its deals. */
function engineCell(r: BenchRow): string {
  const entries = Object.entries(r.engines ?? {});
  if (entries.length === 0) return '—';
  if (entries.length === 1) return ENGINE_NAMES[entries[0]![0]] ?? entries[0]![0];
  return entries.map(([e, n]) => `${ENGINE_NAMES[e] ?? e} ${num(n)}`).join(', ');
}

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

export function spread(
  values: readonly number[],
): { median: number; p95: number; max: number; mean: number } | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers as numbers, without a comparator called for every pair.
  const s = Float64Array.from(values).sort();
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
  type Line = readonly [
    label: string,
    cell: (r: BenchRow) => string,
    figure?: (r: BenchRow) => number | undefined,
  ];
  const spec: Line[] = [
    ['deals', (r) => num(r.deals)],
    ['solved', (r) => num(r.solved)],
    ['unsolvable', (r) => num(r.unsolvable)],
    // Only where a solver gave up without a proof: fc-solve's meta-moves presets.
    ...(rows.some((r) => (r.gaveUp ?? 0) > 0)
      ? [['gave up (no proof)', (r: BenchRow) => (r.gaveUp === undefined ? '—' : num(r.gaveUp))] as const]
      : []),
    ['unknown', (r) => num(r.unknown)],
    // Only where a solver's wins were refused: fc-solve's solutions that break our rules.
    ...(rows.some((r) => (r.refused ?? 0) > 0)
      ? [
          [
            'wins refused (illegal)',
            (r: BenchRow) => (r.refused === undefined ? '—' : num(r.refused)),
          ] as const,
        ]
      : []),
    ['wall time', (r) => `${num(r.wallMs / 1000, 2)} s`, (r) => r.wallMs],
    ['deals per second', (r) => num(r.dealsPerSecond, 1), (r) => r.dealsPerSecond],
    [
      'time per deal, median',
      (r) => (r.timeMs ? `${num(r.timeMs.median, 2)} ms` : '—'),
      (r) => r.timeMs?.median,
    ],
    ['time per deal, p95', (r) => (r.timeMs ? `${num(r.timeMs.p95, 2)} ms` : '—'), (r) => r.timeMs?.p95],
    ['time per deal, max', (r) => (r.timeMs ? `${num(r.timeMs.max, 1)} ms` : '—'), (r) => r.timeMs?.max],
    ['solution length, median', (r) => (r.length ? num(r.length.median) : '—'), (r) => r.length?.median],
    ['solution length, mean', (r) => (r.length ? num(r.length.mean, 1) : '—'), (r) => r.length?.mean],
    ['solution length, max', (r) => (r.length ? num(r.length.max) : '—'), (r) => r.length?.max],
    ['peak memory', (r) => mb(r.peakRssBytes), (r) => r.peakRssBytes ?? undefined],
    ...(rows.some((r) => r.engines !== undefined) ? [['engine', engineCell] as const] : []),
  ];
  const ratio = (x: number | undefined, y: number | undefined) =>
    x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y) || y === 0
      ? '—'
      : `${num(x / y, 2)}×`;
  const pair = rows.length === 2 ? (rows as [BenchRow, BenchRow]) : null;
  const lines: string[][] = [
    ['', ...rows.map((r) => r.solver), ...(pair ? ['ratio'] : [])],
    ...spec.map(([label, cell, figure]) => [
      label,
      ...rows.map(cell),
      ...(pair ? [figure ? ratio(figure(pair[0]), figure(pair[1])) : ''] : []),
    ]),
  ];
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
