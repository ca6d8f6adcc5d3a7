/**
 * A lesson step under way, kept across reloads: the moves played (standard notation), how many
 * moves the hints have named, and the worst mistake of the attempt (a star lost for good until
 * Retry). One attempt is kept, the step's last; read defensively: anything that does not fit the
 * step (another step, a move that is not legal, a bad field) is ignored and the step starts afresh.
 */
import { formatMove, parseMove, applyMove, type Move, type Position } from '@cascade/core';
import { isRecord, readJson, writeJson, type KeyValueStore } from '@cascade/play/storage';

export const ATTEMPT_KEY = 'tutorial-attempt';

/** A move that lost the goal (`goal`) or the par (`star`). */
export type MistakeCost = 'goal' | 'star';

export interface Attempt {
  readonly course: string;
  readonly step: string;
  readonly moves: readonly Move[];
  /** Positions where a hint named the move (the first is free, see stars.ts). */
  readonly shown: number;
  readonly mistake: MistakeCost | null;
}

export function saveAttempt(store: KeyValueStore | null, start: Position, a: Attempt): void {
  if (!store) return;
  const tokens: string[] = [];
  let p = start;
  for (const m of a.moves) {
    tokens.push(formatMove(m, p));
    p = applyMove(p, m);
  }
  writeJson(store, ATTEMPT_KEY, {
    course: a.course,
    step: a.step,
    moves: tokens,
    shown: a.shown,
    mistake: a.mistake,
  });
}

export function clearAttempt(store: KeyValueStore | null): void {
  if (store) writeJson(store, ATTEMPT_KEY, null);
}

/** The step's saved attempt, its moves checked with core from the step's start; null if none fits. */
export function loadAttempt(
  store: KeyValueStore | null,
  course: string,
  step: string,
  start: Position,
): Attempt | null {
  const raw = readJson(store, ATTEMPT_KEY);
  if (!raw.ok || !isRecord(raw.value)) return null;
  const { course: c, step: s, moves, shown, mistake } = raw.value;
  if (c !== course || s !== step || !Array.isArray(moves) || moves.length > 1000) return null;
  if (typeof shown !== 'number' || !Number.isInteger(shown) || shown < 0 || shown > 10_000) return null;
  if (mistake !== null && mistake !== 'goal' && mistake !== 'star') return null;
  const out: Move[] = [];
  let p = start;
  for (const t of moves) {
    if (typeof t !== 'string') return null;
    const m = parseMove(t, p);
    if (!m.ok) return null;
    out.push(m.value);
    p = applyMove(p, m.value);
  }
  return { course, step, moves: out, shown, mistake };
}
