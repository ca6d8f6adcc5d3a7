/** Core against the oracle: the differences, as readable lines (empty when they agree). */
import { applyMove, formatLayout, legalMoves, moveError, type Position } from '../../src/index.ts';
import { moveKey, oApply, oLegal, oMoves, oTriples, stateKey, stateOf } from './oracle.ts';

export function oracleDiff(p: Position, options: { apply?: boolean } = {}): string[] {
  const s = stateOf(p);
  const problems: string[] = [];
  for (const runs of [true, false]) {
    const core = legalMoves(p, { runs }).map(moveKey);
    const oracle = oMoves(s, runs).map(moveKey);
    const coreSet = new Set(core);
    const oracleSet = new Set(oracle);
    if (coreSet.size !== core.length)
      problems.push(
        `legalMoves(runs: ${runs}) lists a move twice: ${core.filter((k, i) => core.indexOf(k) !== i).join(' ')}`,
      );
    for (const k of coreSet)
      if (!oracleSet.has(k)) problems.push(`legalMoves(runs: ${runs}) has ${k}, the oracle does not`);
    for (const k of oracleSet)
      if (!coreSet.has(k)) problems.push(`the oracle has ${k}, legalMoves(runs: ${runs}) does not`);
  }
  for (const m of oTriples(s, true)) {
    const e = moveError(p, m);
    const legal = oLegal(s, m);
    if (legal && e !== null)
      problems.push(`moveError rejects ${moveKey(m)} (${JSON.stringify(e)}), the oracle accepts it`);
    if (!legal && e === null) problems.push(`moveError accepts ${moveKey(m)}, the oracle rejects it`);
    if (e !== null && !e.code.startsWith('move/'))
      problems.push(`moveError for ${moveKey(m)} has no move code`);
  }
  if (options.apply ?? true) {
    for (const m of oMoves(s)) {
      const a = stateKey(stateOf(applyMove(p, m)));
      const b = stateKey(oApply(s, m));
      if (a !== b) problems.push(`applyMove(${moveKey(m)}) gives ${a}, the oracle ${b}`);
    }
  }
  if (problems.length > 0) problems.unshift(`in position:\n${formatLayout(p, { full: true })}`);
  return problems;
}
