// !! BROWSER SAFE !!
import { MOVE_ERRORS, type MalformedMoveFault, type MoveError } from './errors.ts';
import { describeValue } from './quote.ts';

/** Pile kinds; indices are 0-based in memory and 1-based (or lettered) only in notation. */
export const PILE_KINDS = ['column', 'cell', 'foundation'] as const;
/** A kind of pile: `column`, `cell` or `foundation`. */
export type PileKind = (typeof PILE_KINDS)[number];

/**
 * A pile reference. For foundations the index is the suit (0..3, C D H S): a card always goes to
 * its own suit's foundation.
 */
export type Pile =
  | { readonly kind: 'column'; readonly index: number }
  | { readonly kind: 'cell'; readonly index: number }
  | { readonly kind: 'foundation'; readonly index: number };

/**
 * A move: `count` cards from the top of `from` to `to`. `count` > 1 only for a run moved
 * column → column as one unit. Moves never carry cards: the cards follow from the position.
 */
export interface Move {
  readonly from: Pile;
  readonly to: Pile;
  readonly count: number;
}

/** The column at a 0-based index. */
export const column = (index: number): Pile => ({ kind: 'column', index });
/** The free cell at a 0-based index. */
export const cell = (index: number): Pile => ({ kind: 'cell', index });
/** The foundation of a suit (0–3). */
export const foundation = (suit: number): Pile => ({ kind: 'foundation', index: suit });
/** A move of `count` cards (1 unless a run moves as one) from one pile to another. */
export const move = (from: Pile, to: Pile, count = 1): Move => ({ from, to, count });

/** Whether two piles are the same pile. */
export const samePile = (a: Pile, b: Pile): boolean => a.kind === b.kind && a.index === b.index;
/** Whether two moves are the same move (piles and count). */
export const sameMove = (a: Move, b: Move): boolean =>
  samePile(a.from, b.from) && samePile(a.to, b.to) && a.count === b.count;

/** A stable string key for a pile: `c0`, `f2`, `h1` (cell 0 is `f0`: "free cell"; foundation `h`). */
export function pileKey(p: Pile): string {
  return `${p.kind === 'column' ? 'c' : p.kind === 'cell' ? 'f' : 'h'}${p.index}`;
}

/** The pile a `pileKey` names (`c3`: column 4, 0-based index 3), or null for anything else. */
export function pileFromKey(key: string): Pile | null {
  const m = /^([cfh])([0-9]{1,2})$/.exec(key);
  if (!m) return null;
  const index = Number(m[2]);
  return m[1] === 'c' ? column(index) : m[1] === 'f' ? cell(index) : foundation(index);
}

// PILE_KINDS written out: every move a solution replays is checked here (moveError is hot).
const isKind = (k: unknown): k is PileKind => k === 'column' || k === 'cell' || k === 'foundation';

const malformed = (fault: MalformedMoveFault, got: unknown, role?: 'source' | 'destination'): MoveError =>
  role === undefined
    ? { code: MOVE_ERRORS.malformed, fault, got: describeValue(got) }
    : { code: MOVE_ERRORS.malformed, fault, role, got: describeValue(got) };

/** What is wrong with `value` as a pile, or null: a known kind and a number as its index. */
function pileShapeError(value: unknown, role: 'source' | 'destination'): MoveError | null {
  if (typeof value !== 'object' || value === null) return malformed('not-a-pile', value, role);
  const { kind, index } = value as { kind?: unknown; index?: unknown };
  if (!isKind(kind)) return malformed('bad-kind', kind, role);
  if (typeof index !== 'number') return malformed('bad-index', index, role);
  return null;
}

/**
 * Why `value` is not a move at all, or null when it has a move's shape: `from` and `to` piles of a
 * known kind with a number as index, and a number as `count`. Whether those numbers name piles of
 * the game and a count that can move is `moveError`'s business (`move/bad-pile`, `move/bad-count`),
 * which checks this first: a move that came from JSON, a worker message or saved data is refused,
 * never half played.
 */
export function moveShapeError(value: unknown): MoveError | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return malformed('not-a-move', value);
  const { from, to, count } = value as { from?: unknown; to?: unknown; count?: unknown };
  const pile = pileShapeError(from, 'source') ?? pileShapeError(to, 'destination');
  if (pile !== null) return pile;
  if (typeof count !== 'number') return malformed('bad-count', count);
  return null;
}

/** Whether `value` has a move's shape (see moveShapeError). */
export const isMoveShaped = (value: unknown): value is Move => moveShapeError(value) === null;
