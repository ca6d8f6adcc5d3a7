/**
 * Challenge a friend: a link that carries a deal and a result (the player's moves, the time, hints
 * used) and the moves themselves: `/challenge?v=ID&d=N&m=38.3a.ah…&n=58&t=133000&h=0`. No server:
 * the friend's app replays the moves and checks the result. The moves must win the deal, and the
 * count claimed must be one the moves allow (at least the moves that are not safe moves home, at most
 * all of them): a forged result is refused, with a message. Time and hints are as the link says.
 */
import { deal as dealPosition, isWon, replay } from '@cascade/core';
import { countReplayed } from '@cascade/play/record';
import {
  replayErrorLine,
  CHALLENGE_NO_RESULT,
  CHALLENGE_NOT_WON,
  CHALLENGE_TOO_MANY_MOVES,
  challengeMismatch,
  challengeNoReplay,
} from '@cascade/words';
import type { Variant } from '@cascade/variants';
import { openGame } from './links.ts';
import { hasOwn, isRecord, readJson, writeJson, type KeyValueStore } from '@cascade/play/storage';

export interface ChallengeResult {
  /** The player's moves (autoplay's not counted). */
  readonly moves: number;
  readonly timeMs: number;
  readonly hints: number;
}

export interface Challenge extends ChallengeResult {
  readonly variant: Variant;
  readonly deal: number;
  /** The moves in standard notation. */
  readonly line: readonly string[];
}

/** The query of a challenge link (the page is `/challenge`). */
export function challengeQuery(o: {
  variant: string;
  deal: number;
  line: readonly string[];
  result: ChallengeResult;
}): string {
  const q = new URLSearchParams({
    v: o.variant,
    d: String(o.deal),
    m: o.line.join('.'),
    n: String(o.result.moves),
    t: String(Math.round(o.result.timeMs)),
    h: String(o.result.hints),
  });
  return q.toString();
}

const count = (s: string | null): number | null => (s !== null && /^[0-9]{1,9}$/.test(s) ? Number(s) : null);

/** Reads and checks a challenge link's query: the challenge, or why it is refused. */
export function readChallenge(
  query: URLSearchParams,
): { ok: true; value: Challenge } | { ok: false; error: string } {
  const o = openGame(query.get('v') ?? '', query.get('d') ?? '');
  if (!o.ok) return { ok: false, error: o.error };
  const n = count(query.get('n'));
  const t = count(query.get('t'));
  const h = count(query.get('h'));
  if (n === null || t === null || h === null) return { ok: false, error: CHALLENGE_NO_RESULT };
  const text = query.get('m') ?? '';
  if (text.length > 20_000) return { ok: false, error: CHALLENGE_TOO_MANY_MOVES };
  const start = dealPosition(o.variant.rules, o.deal);
  if (!start.ok) return { ok: false, error: start.error.message };
  const line = text === '' ? [] : text.split('.');
  const r = replay(start.value, line);
  if (!r.ok) return { ok: false, error: challengeNoReplay(replayErrorLine(r.error)) };
  if (!isWon(r.value.position)) return { ok: false, error: CHALLENGE_NOT_WON };
  const c = countReplayed(start.value, r.value.moves);
  if (n < c.player || n > line.length)
    return {
      ok: false,
      error: challengeMismatch(c.player, line.length, n),
    };
  return { ok: true, value: { variant: o.variant, deal: o.deal, line, moves: n, timeMs: t, hints: h } };
}

/** The challenge being played on this device (one at a time), for the win screen to compare. */
const KEY = 'challenge';

export function keepChallenge(store: KeyValueStore | null, c: Challenge): void {
  writeJson(store, KEY, {
    variant: c.variant.id,
    deal: c.deal,
    moves: c.moves,
    timeMs: c.timeMs,
    hints: c.hints,
  });
}

/** The challenge kept for this deal, if any. */
export function challengeFor(
  store: KeyValueStore | null,
  variant: string,
  deal: number,
): ChallengeResult | null {
  const r = readJson(store, KEY);
  if (!r.ok || !isRecord(r.value)) return null;
  const v = r.value;
  const num = (k: string) =>
    hasOwn(v, k) && typeof v[k] === 'number' && Number.isSafeInteger(v[k]) && v[k] >= 0 ? v[k] : null;
  const moves = num('moves');
  const timeMs = num('timeMs');
  const hints = num('hints');
  if (v.variant !== variant || v.deal !== deal || moves === null || timeMs === null || hints === null)
    return null;
  return { moves, timeMs, hints };
}
