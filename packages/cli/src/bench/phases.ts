/**
 * The search work of a bench run, by phase (`fc bench --phases`): positions expanded by each kind of
 * phase, and which phase settled how many deals. Counts are exact and repeatable, so two versions
 * of the solver can be compared on a machine other work shares, where times cannot.
 */
import type { DealResult } from '@cascade/solver/node';

export interface PhaseWork {
  /** Positions expanded, by kind of phase (scan, home-scan, macro-scan, dfs, a-star, beam, target). */
  readonly expanded: Record<string, number>;
  /** By the phase that ended each deal's search ("<phase> (<kind>) <outcome>"): deals, positions expanded in all their phases, ms. */
  readonly settledBy: {
    readonly by: string;
    readonly deals: number;
    readonly work: number;
    readonly ms: number;
  }[];
}

export function phaseWork(results: readonly DealResult[]): PhaseWork {
  const expanded: Record<string, number> = {};
  const settled = new Map<string, { deals: number; work: number; ms: number }>();
  for (const r of results) {
    const phases = r.phases ?? [];
    let work = 0;
    for (const p of phases) {
      expanded[p.kind] = (expanded[p.kind] ?? 0) + p.work;
      work += p.work;
    }
    const last = phases.at(-1);
    const by = last ? `${last.phase} (${last.kind}) ${last.outcome}` : 'at once';
    const e = settled.get(by) ?? { deals: 0, work: 0, ms: 0 };
    e.deals++;
    e.work += work;
    e.ms += r.timeMs;
    settled.set(by, e);
  }
  return {
    expanded,
    settledBy: [...settled].map(([by, e]) => ({ by, ...e })).sort((a, b) => b.deals - a.deals),
  };
}

export function formatPhases(w: PhaseWork): string {
  const lines = [
    `positions expanded: ${Object.entries(w.expanded)
      .map(([kind, n]) => `${kind} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
    'settled by (deals, positions expanded in all their phases, time):',
  ];
  const width = Math.max(...w.settledBy.map((s) => s.by.length));
  for (const s of w.settledBy)
    lines.push(
      `  ${String(s.deals).padStart(7)}  ${s.by.padEnd(width)}  ${String(s.work).padStart(10)}  ${(s.ms / 1000).toFixed(2)} s`,
    );
  return `${lines.join('\n')}\n`;
}
