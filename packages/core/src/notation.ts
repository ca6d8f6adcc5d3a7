// !! BROWSER SAFE !!
/**
 * Standard move notation, as fc-solve and FreeCell Pro write it: source then destination.
 *
 * - Columns `1`–`9`, and `0` for the tenth (never two digits, so `103` cannot be ambiguous).
 * - Free cells `a b c d e f g k` (h, i, j skipped: `h` is the foundation).
 * - Foundation `h`. As a source (only where foundation cards may come back) it is `h` plus the
 *   suit letter: `hS3` moves the top spade home card onto column 3 (ours; fc-solve has no such move).
 * - A run moved onto an empty column carries `v` and the count in hex (`15v3`); without it one
 *   card moves. Onto a non-empty column the count follows from the position.
 *
 * `formatMove` needs the position before the move (to know whether the destination is empty);
 * `parseMove` needs it to work out the count and the foundation's suit.
 */
import { SUITS, suitOf, type Card } from './card.ts';
import { NOTATION_ERRORS, type MoveError, type NotationError } from './errors.ts';
import { applyMove, canBuildOn, foundationTop, moveError, moveInPlace, runLength, topCard } from './legal.ts';
import type { Move, Pile } from './move.ts';
import { Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import { CLOSED_CELL } from './setup.ts';

/** The letters of the free cells in notation, cell 1 first (`a`, `b`, …). */
export const CELL_LETTERS = 'abcdefgk';

/** A pile in notation: a column's 1-based number (`0` for the tenth), a cell's letter, `h` for a foundation. */
export function formatPile(p: Pile, asSource = false): string {
  switch (p.kind) {
    case 'column':
      return p.index === 9 ? '0' : String(p.index + 1);
    case 'cell':
      return CELL_LETTERS[p.index] ?? '?';
    case 'foundation':
      return asSource ? `h${SUITS[p.index] ?? '?'}` : 'h';
  }
}

/** Formats a move in standard notation; `position` is the position before the move. */
export function formatMove(m: Move, position: Position): string {
  const toEmpty = m.to.kind === 'column' && (position.columns[m.to.index]?.length ?? 0) === 0;
  const v = m.count > 1 && toEmpty ? `v${m.count.toString(16)}` : '';
  return `${formatPile(m.from, true)}${formatPile(m.to)}${v}`;
}

const TOKEN_RE = /^([0-9]|[a-gk]|h[cdhs♣♦♥♠]?)([0-9]|[a-gk]|h)(?:v([0-9a-f]+))?$/i;

type PileProblem = Extract<NotationError, { problem: unknown }>['problem'];

function parsePile(text: string, pos: Position, role: 'source' | 'destination'): Pile | PileProblem {
  const t = text.toLowerCase();
  if (/^[0-9]$/.test(t)) {
    const index = t === '0' ? 9 : Number(t) - 1;
    return index < pos.columns.length ? { kind: 'column', index } : 'no-column';
  }
  if (t.startsWith('h')) {
    if (role === 'destination') return { kind: 'foundation', index: -1 };
    const suit = 'cdhs♣♦♥♠'.indexOf(t.slice(1)) % 4;
    return t.length === 2 && suit >= 0 ? { kind: 'foundation', index: suit } : 'foundation-suit';
  }
  const index = CELL_LETTERS.indexOf(t);
  return index >= 0 && index < pos.cells.length ? { kind: 'cell', index } : 'no-cell';
}

/**
 * Parses one move token against the position it is played from. Syntax errors and unknown piles are
 * notation errors; whether the move is legal is `moveError`'s business (see `replay`).
 */
export function parseMove(token: string, pos: Position): Result<Move, NotationError> {
  const m = TOKEN_RE.exec(token.trim());
  if (!m) return err({ code: NOTATION_ERRORS.syntax, token });
  const fromText = m[1] as string;
  const from = parsePile(fromText, pos, 'source');
  if (typeof from === 'string')
    return err({ code: NOTATION_ERRORS.badSource, token, pile: fromText, problem: from });
  const toText = m[2] as string;
  let to = parsePile(toText, pos, 'destination');
  if (typeof to === 'string')
    return err({ code: NOTATION_ERRORS.badDestination, token, pile: toText, problem: to });
  let count = 1;
  if (m[3] !== undefined) {
    count = parseInt(m[3], 16);
    if (!(count >= 1) || from.kind !== 'column' || to.kind !== 'column')
      return err({ code: NOTATION_ERRORS.badCount, token });
  } else if (from.kind === 'column' && to.kind === 'column') {
    const src = pos.columns[from.index] as Card[];
    const top = topCard(pos.columns[to.index] as Card[]);
    if (top !== undefined) {
      const run = runLength(pos.rules, src);
      for (let k = 1; k <= run; k++) {
        if (canBuildOn(pos.rules, src[src.length - k] as Card, top)) {
          count = k;
          break;
        }
      }
    }
  }
  if (to.kind === 'foundation') {
    // `h`: the suit of the card that moves.
    const card =
      from.kind === 'column'
        ? topCard(pos.columns[from.index] as Card[])
        : from.kind === 'cell'
          ? pos.cells[from.index]
          : foundationTop(pos, from.index);
    to = {
      kind: 'foundation',
      index: card === undefined || card === null || card === CLOSED_CELL ? 0 : suitOf(card),
    };
  }
  return ok({ from, to, count });
}

/** Solutions: space-separated tokens, ten a line, every move explicit (fc-solve `-sn`). */
export function formatMoves(start: Position, moves: readonly Move[], perLine = 10): string {
  const tokens: string[] = [];
  let p = start;
  for (const m of moves) {
    tokens.push(formatMove(m, p));
    p = applyMove(p, m);
  }
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += perLine) lines.push(tokens.slice(i, i + perLine).join(' '));
  return lines.join('\n') + (lines.length > 0 ? '\n' : '');
}

/** Where and why a replay stopped: the move's index, its token and the error. */
export interface ReplayError {
  /** 0-based index of the move that failed. */
  readonly index: number;
  readonly token: string;
  /** Why: the token cannot be read (a NotationError) or the move is illegal (a MoveError). */
  readonly error: NotationError | MoveError;
}

/** A replay's end: the position reached and the moves read. */
export interface Replayed {
  readonly position: Position;
  readonly moves: readonly Move[];
}

/** Splits a move list into tokens: whitespace and line breaks separate them; `#` starts a comment. */
export function moveTokens(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*$/, ''))
    .join(' ')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
}

/**
 * Plays a move list (text or tokens) from `start`: the final position and the moves, or the index,
 * token and reason of the first move that cannot be read or is illegal.
 */
export function replay(
  start: Position,
  movesText: string | readonly string[],
): Result<Replayed, ReplayError> {
  const tokens = typeof movesText === 'string' ? moveTokens(movesText) : movesText;
  const moves: Move[] = [];
  let p = start;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const parsed = parseMove(token, p);
    if (!parsed.ok) return err({ index: i, token, error: parsed.error });
    const e = moveError(p, parsed.value);
    if (e) return err({ index: i, token, error: e });
    p = applyMove(p, parsed.value);
    moves.push(parsed.value);
  }
  return ok({ position: p, moves });
}

/**
 * Plays Move values from `start`, checking each; the first illegal one is reported by index. The
 * line is played on one private copy of the start's arrays, changed in place (every solver solution
 * is replayed here, and a copy per move was most of the cost); only the final position is returned,
 * and it owns those arrays.
 */
export function replayMoves(start: Position, moves: readonly Move[]): Result<Position, ReplayError> {
  // Spread, not slice(): a dealt position's columns are frozen, and V8's slice() of a frozen array
  // takes a slow path (it was most of the cost of a solver's replay).
  // A loop, not map(): optimized code's map() makes a holey array where the builtin's is packed,
  // and core's move checks would then meet two array shapes (a deoptimization each).
  const columns: Card[][] = [];
  for (const c of start.columns) columns.push([...c]);
  const cells = start.cells.slice();
  const foundations = start.foundations.slice();
  let p = new Position(start.rules, columns, cells, foundations, start.base, start.pendingCell);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as Move;
    const e = moveError(p, m);
    if (e) return err({ index: i, token: safeFormat(m, p), error: e });
    p = moveInPlace(p, m, columns, cells, foundations);
  }
  return ok(p);
}

function safeFormat(m: Move, p: Position): string {
  try {
    return formatMove(m, p);
  } catch {
    return JSON.stringify(m);
  }
}
