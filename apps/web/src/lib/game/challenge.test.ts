import { deal, FREECELL_RULES, formatMove, applyMove, unwrap, type Position } from '@cascade/core';
import { countReplayed } from '@cascade/play/record';
import { memoryStore } from '@cascade/play/storage';
import { solve } from '@cascade/solver';
import { describe, expect, test } from 'vitest';
import { challengeFor, challengeQuery, keepChallenge, readChallenge } from './challenge.ts';

const start = unwrap(deal(FREECELL_RULES, 617));
const line = (() => {
  const r = solve(start);
  if (r.status !== 'solved') throw new Error('617 not solved');
  const out: string[] = [];
  let p: Position = start;
  for (const m of r.moves) {
    out.push(formatMove(m, p));
    p = applyMove(p, m);
  }
  return { tokens: out, moves: r.moves };
})();
const fewest = countReplayed(start, line.moves).player;
const query = (o: Record<string, string>) =>
  new URLSearchParams({
    v: 'freecell',
    d: '617',
    m: line.tokens.join('.'),
    n: String(fewest),
    t: '90000',
    h: '0',
    ...o,
  });

describe('a challenge link', () => {
  test('made and read back: the deal, the result and the moves, checked by replaying them', () => {
    const path = challengeQuery({
      variant: 'freecell',
      deal: 617,
      line: line.tokens,
      result: { moves: fewest, timeMs: 90_000, hints: 0 },
    });
    const r = readChallenge(new URLSearchParams(path));
    expect(
      r.ok && { deal: r.value.deal, moves: r.value.moves, timeMs: r.value.timeMs, hints: r.value.hints },
    ).toEqual({
      deal: 617,
      moves: fewest,
      timeMs: 90_000,
      hints: 0,
    });
  });

  test('a forged result is refused, with a message: fewer moves than its moves allow, or moves that do not win', () => {
    expect(readChallenge(query({ n: String(fewest - 1) }))).toEqual({
      ok: false,
      error: `the result does not match its moves: they win in ${fewest} to ${line.tokens.length} moves, not ${fewest - 1}`,
    });
    expect(readChallenge(query({ m: line.tokens.slice(0, 10).join('.') }))).toEqual({
      ok: false,
      error: 'its moves do not win the deal, so there is no result to beat',
    });
    expect(readChallenge(query({ m: 'ah' }))).toMatchObject({
      ok: false,
      error: /^its moves do not replay: move 1 \(ah\)/,
    });
    expect(readChallenge(query({ t: '-5' }))).toMatchObject({ ok: false, error: /does not say the result/ });
    expect(readChallenge(query({ v: 'nonsense' }))).toMatchObject({ ok: false });
  });

  test('kept for the deal being played, read back for its win screen only', () => {
    const store = memoryStore();
    const r = readChallenge(query({}));
    if (!r.ok) throw new Error(r.error);
    keepChallenge(store, r.value);
    expect(challengeFor(store, 'freecell', 617)).toEqual({ moves: fewest, timeMs: 90_000, hints: 0 });
    expect(challengeFor(store, 'freecell', 618)).toBeNull();
  });
});
