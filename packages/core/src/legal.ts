// !! BROWSER SAFE !!
/**
 * The rules: which moves are legal in a position, why a move is not (a code and the facts, see
 * errors.ts), and what playing one gives. The knobs of play are read here; the foundations' base
 * and order in position.ts, the deal's in deal/, the run limit's in run-limit.ts and autoplay's
 * safety in autoplay.ts.
 */
import { cardOf, isRed, rankOf, suitOf, type Card } from './card.ts';
import { MOVE_ERRORS, type MoveError } from './errors.ts';
import { moveShapeError, type Move, type Pile } from './move.ts';
import { foundationIndexOf, foundationRankAt, Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import type { RulesSpec } from './rules-spec.ts';
import { emptyColumnCount, freeCellCount, runLimit, runLimitBreakdown } from './run-limit.ts';
import { CLOSED_CELL, type CellSlot } from './setup.ts';

/** Whether `card` may be placed on `onto` in the tableau. */
export function canBuildOn(rules: RulesSpec, card: Card, onto: Card): boolean {
  const step = rules.buildDirection === 'down' ? -1 : 1;
  if (rankOf(card) !== rankOf(onto) + step) return false;
  switch (rules.buildPolicy) {
    case 'alternate-color':
      return isRed(card) !== isRed(onto);
    case 'same-suit':
      return suitOf(card) === suitOf(onto);
    case 'any-suit':
      return true;
  }
}

/** The rank that starts a run: a King when building down, an Ace when building up. */
export const runStartRank = (rules: RulesSpec): number =>
  rules.buildDirection === 'down' ? rules.maxRank : 1;

/** Number of cards at the top of the column that form a run (≥ 1 for a non-empty column). */
export function runLength(rules: RulesSpec, col: readonly Card[]): number {
  let n = col.length === 0 ? 0 : 1;
  for (let i = col.length - 1; i > 0; i--) {
    if (!canBuildOn(rules, col[i] as Card, col[i - 1] as Card)) break;
    n++;
  }
  return n;
}

/** The top card of a column, or undefined for an empty one. */
export const topCard = (col: readonly Card[]): Card | undefined => col[col.length - 1];

/**
 * The pile a card can be lifted from on its own: the column it tops or the free cell it is in; null
 * when it is covered or on a foundation.
 */
export function exposedPile(pos: Position, card: Card): Pile | null {
  const column = pos.columns.findIndex((col) => topCard(col) === card);
  if (column >= 0) return { kind: 'column', index: column };
  const cell = pos.cells.indexOf(card);
  return cell >= 0 ? { kind: 'cell', index: cell } : null;
}

/** The longest run that may move as one unit now (see run-limit.ts for the formula). */
export function maxRunMove(pos: Position, toEmptyColumn: boolean): number {
  return runLimit(pos.rules, freeCellCount(pos), emptyColumnCount(pos), toEmptyColumn);
}

/** The card at the top of a foundation, or undefined when it is empty. */
export function foundationTop(pos: Position, suit: number): Card | undefined {
  const n = pos.foundations[suit] ?? 0;
  if (n === 0 || pos.base === null) return undefined;
  return cardOf(foundationRankAt(pos.rules, pos.base, n - 1), suit);
}

/** Whether `card` is the next card its foundation takes. */
export function foundationAccepts(pos: Position, card: Card): boolean {
  if (pos.base === null) return true; // the first card played sets the base
  return foundationIndexOf(pos.rules, pos.base, rankOf(card)) === pos.foundations[suitOf(card)];
}

/** Whether `card` is already on its foundation. */
export function isHome(pos: Position, card: Card): boolean {
  if (pos.base === null) return false;
  return foundationIndexOf(pos.rules, pos.base, rankOf(card)) < (pos.foundations[suitOf(card)] ?? 0);
}

/**
 * Under the selective entry rule, the column (other than `fromColumn`) whose top card shares the
 * card's rank and so keeps it out of the free cells; -1 if none does or the rule is off.
 */
export function selectiveBlocker(pos: Position, card: Card, fromColumn: number): number {
  if (pos.rules.cellEntry !== 'selective') return -1;
  const r = rankOf(card);
  for (let i = 0; i < pos.columns.length; i++) {
    if (i === fromColumn) continue;
    const t = topCard(pos.columns[i] as Card[]);
    if (t !== undefined && rankOf(t) === r) return i;
  }
  return -1;
}

const pileExists = (pos: Position, p: Pile): boolean =>
  Number.isInteger(p.index) &&
  p.index >= 0 &&
  p.index < (p.kind === 'column' ? pos.columns.length : p.kind === 'cell' ? pos.cells.length : 4);

/**
 * The cards a move lifts from its source, bottom first: the top `count` cards of a column, the card
 * of a free cell, the top card of a foundation. Empty when the source cannot give them (an empty
 * pile, a column holding fewer than `count` cards).
 */
export function liftedCards(pos: Position, m: Move): Card[] {
  switch (m.from.kind) {
    case 'column': {
      const col = pos.columns[m.from.index] ?? [];
      return m.count > 0 && col.length >= m.count ? col.slice(col.length - m.count) : [];
    }
    case 'cell': {
      const c = pos.cells[m.from.index];
      return typeof c === 'number' ? [c] : [];
    }
    case 'foundation': {
      const t = foundationTop(pos, m.from.index);
      return t === undefined ? [] : [t];
    }
  }
}

/** The bottom card of the cards a move lifts (liftedCards' first, without the copy: moveError is hot). */
function liftedBottom(pos: Position, m: Move): Card | undefined {
  switch (m.from.kind) {
    case 'column': {
      const col = pos.columns[m.from.index] as Card[];
      return col.length >= m.count && m.count > 0 ? col[col.length - m.count] : undefined;
    }
    case 'cell': {
      const c = pos.cells[m.from.index];
      return c === null || c === CLOSED_CELL || c === undefined ? undefined : c;
    }
    case 'foundation':
      return foundationTop(pos, m.from.index);
  }
}

/** The card `card` would go on in the tableau: its rank (null past the deck's ends), colour and suit. */
function wantedUnder(
  rules: RulesSpec,
  card: Card,
): Extract<MoveError, { code: typeof MOVE_ERRORS.build }>['wanted'] {
  const r = rankOf(card) + (rules.buildDirection === 'down' ? 1 : -1);
  return {
    rank: r < 1 || r > rules.maxRank ? null : r,
    color: rules.buildPolicy === 'alternate-color' ? (isRed(card) ? 'black' : 'red') : null,
    suit: rules.buildPolicy === 'same-suit' ? suitOf(card) : null,
  };
}

/**
 * Why a move is illegal (the rule it breaks and the facts that say how), or null if it is legal.
 * @cascade/words' `moveErrorText` says it in a sentence.
 */
export function moveError(pos: Position, m: Move): MoveError | null {
  const shape = moveShapeError(m);
  if (shape !== null) return shape;
  const rules = pos.rules;
  if (!pileExists(pos, m.from)) return { code: MOVE_ERRORS.badPile, pile: m.from };
  if (!pileExists(pos, m.to)) return { code: MOVE_ERRORS.badPile, pile: m.to };
  if (m.from.kind === m.to.kind && m.from.index === m.to.index) return { code: MOVE_ERRORS.samePile };
  const badCount = (reason: 'not-a-count' | 'runs-only' | 'too-few'): MoveError => ({
    code: MOVE_ERRORS.badCount,
    reason,
    count: m.count,
    pile: m.from,
    available: m.from.kind === 'column' ? (pos.columns[m.from.index]?.length ?? 0) : 1,
  });
  if (!Number.isInteger(m.count) || m.count < 1) return badCount('not-a-count');
  if (m.from.kind === 'cell' && m.to.kind === 'cell') return { code: MOVE_ERRORS.cellToCell };
  if (m.from.kind === 'foundation') {
    if (!rules.foundationsRemovable) return { code: MOVE_ERRORS.foundationFixed, removable: false };
    if (m.to.kind !== 'column') return { code: MOVE_ERRORS.foundationFixed, removable: true };
  }
  if (m.count > 1 && !(m.from.kind === 'column' && m.to.kind === 'column')) return badCount('runs-only');
  if (pos.pendingCell !== null && !(m.from.kind === 'cell' && m.from.index === pos.pendingCell)) {
    const card = pos.cells[pos.pendingCell] as Card;
    return { code: MOVE_ERRORS.mustLeave, card, cell: pos.pendingCell };
  }
  const bottom = liftedBottom(pos, m);
  if (bottom === undefined) {
    return m.from.kind === 'column' && (pos.columns[m.from.index]?.length ?? 0) > 0
      ? badCount('too-few')
      : { code: MOVE_ERRORS.empty, pile: m.from };
  }
  if (m.count > 1) {
    const run = runLength(rules, pos.columns[m.from.index] as Card[]);
    if (run < m.count) return { code: MOVE_ERRORS.notARun, pile: m.from, count: m.count, run };
  }
  switch (m.to.kind) {
    case 'foundation': {
      const suit = suitOf(bottom);
      const home = { code: MOVE_ERRORS.foundation, card: bottom, suit } as const;
      if (m.to.index !== suit) return { ...home, problem: 'wrong-suit', needed: null };
      if (!foundationAccepts(pos, bottom)) {
        const n = pos.foundations[suit] ?? 0;
        return n >= rules.maxRank
          ? { ...home, problem: 'complete', needed: null }
          : {
              ...home,
              problem: 'not-next',
              needed: cardOf(foundationRankAt(rules, pos.base as number, n), suit),
            };
      }
      return null;
    }
    case 'cell': {
      const slot: CellSlot | undefined = pos.cells[m.to.index];
      if (slot === CLOSED_CELL) return { code: MOVE_ERRORS.cellClosed, pile: m.to };
      if (slot !== null) return { code: MOVE_ERRORS.cellOccupied, pile: m.to };
      if (m.from.kind === 'column') {
        const b = selectiveBlocker(pos, bottom, m.from.index);
        if (b >= 0) {
          const blocker = topCard(pos.columns[b] as Card[]) as Card;
          return { code: MOVE_ERRORS.selective, card: bottom, blocker, column: b };
        }
      }
      return null;
    }
    case 'column': {
      const dest = pos.columns[m.to.index] as Card[];
      const top = topCard(dest);
      if (top === undefined) {
        if (rules.emptyColumns === 'none') return { code: MOVE_ERRORS.emptyColumnNone };
        if (rules.emptyColumns === 'kings' && rankOf(bottom) !== runStartRank(rules))
          return { code: MOVE_ERRORS.emptyColumnKings, rank: runStartRank(rules) };
      } else if (!canBuildOn(rules, bottom, top)) {
        return {
          code: MOVE_ERRORS.build,
          card: bottom,
          onto: top,
          direction: rules.buildDirection,
          policy: rules.buildPolicy,
          wanted: wantedUnder(rules, bottom),
        };
      }
      if (m.count > 1) {
        const limit = maxRunMove(pos, top === undefined);
        if (m.count > limit)
          return {
            code: MOVE_ERRORS.tooMany,
            count: m.count,
            breakdown: runLimitBreakdown(pos, top === undefined),
          };
      }
      return null;
    }
  }
}

/** Whether the move is legal in the position (`moveError` gives why not). */
export const isLegal = (pos: Position, m: Move): boolean => moveError(pos, m) === null;

/**
 * Plays a move without checking it. Only for moves known to be legal (from legalMoves or checked
 * by moveError); `play` is the checked entry point. The new position shares every array the move
 * does not touch.
 */
export function applyMove(pos: Position, m: Move): Position {
  const columns = pos.columns.slice() as Card[][];
  // Copied by spreading: a dealt position's columns are frozen, and V8's slice() of a frozen array
  // takes a slow path, ten times a spread's cost.
  if (m.from.kind === 'column') columns[m.from.index] = [...(columns[m.from.index] as Card[])];
  if (m.to.kind === 'column') columns[m.to.index] = [...(columns[m.to.index] as Card[])];
  const cells =
    m.from.kind === 'cell' || m.to.kind === 'cell' ? pos.cells.slice() : (pos.cells as CellSlot[]);
  const foundations =
    m.from.kind === 'foundation' || m.to.kind === 'foundation'
      ? pos.foundations.slice()
      : (pos.foundations as number[]);
  return moveInPlace(pos, m, columns, cells, foundations);
}

/**
 * The position after a (legal) move, made by changing the arrays given in place: the columns the
 * move touches, and the cells or foundations when it touches them, must be the caller's own
 * copies of `pos`'s (applyMove makes fresh ones; replayMoves reuses one set for a whole line, and
 * gets `pos` itself back when the move changes neither the base nor the pending cell).
 */
export function moveInPlace(
  pos: Position,
  m: Move,
  columns: Card[][],
  cells: CellSlot[],
  foundations: number[],
): Position {
  const rules = pos.rules;
  let base = pos.base;
  let moved: Card;
  switch (m.from.kind) {
    case 'column': {
      const col = columns[m.from.index] as Card[];
      const count = m.count;
      moved = col[col.length - count] as Card;
      if (m.to.kind === 'column') {
        const dest = columns[m.to.index] as Card[];
        for (let i = col.length - count; i < col.length; i++) dest.push(col[i] as Card);
      }
      for (let i = 0; i < count; i++) col.pop();
      break;
    }
    case 'cell':
      moved = cells[m.from.index] as Card;
      cells[m.from.index] = rules.cellStay === 'single-use' ? CLOSED_CELL : null;
      if (m.to.kind === 'column') (columns[m.to.index] as Card[]).push(moved);
      break;
    case 'foundation':
      moved = foundationTop(pos, m.from.index) as Card;
      foundations[m.from.index] = (foundations[m.from.index] as number) - 1;
      if (m.to.kind === 'column') (columns[m.to.index] as Card[]).push(moved);
      break;
    default:
      throw malformed(m);
  }
  let pending: number | null = null;
  switch (m.to.kind) {
    case 'column':
      break;
    case 'cell':
      cells[m.to.index] = moved;
      if (rules.cellStay === 'next-move') pending = m.to.index;
      break;
    case 'foundation':
      if (base === null) base = rankOf(moved);
      foundations[m.to.index] = (foundations[m.to.index] as number) + 1;
      break;
    default:
      throw malformed(m);
  }
  // The same arrays and the same base and pending cell (replayMoves, most moves): `pos` is already
  // the position after the move, and a line of a hundred moves makes no hundred objects.
  if (
    base === pos.base &&
    pending === pos.pendingCell &&
    columns === pos.columns &&
    cells === pos.cells &&
    foundations === pos.foundations
  )
    return pos;
  return new Position(rules, columns, cells, foundations, base, pending);
}

const describeShape = (m: Move): string => {
  const e = moveShapeError(m);
  if (e === null || e.code !== MOVE_ERRORS.malformed) return 'not a move';
  return `${e.code} (${e.role === undefined ? '' : `${e.role}: `}${e.fault}, got ${e.got})`;
};

/** A move of unknown shape reached the unchecked path: a caller skipped moveError (a bug, never input). */
const malformed = (m: Move): TypeError =>
  new TypeError(`applyMove: ${describeShape(m)}; check moves with moveError or play first`);

/** Plays a move if it is legal: the new position, or why not. */
export function play(pos: Position, m: Move): Result<Position, MoveError> {
  const e = moveError(pos, m);
  return e === null ? ok(applyMove(pos, m)) : err(e);
}

/** Options of `legalMoves`. */
export interface LegalMovesOptions {
  /** Include runs moved as one unit (count > 1). Default true. */
  readonly runs?: boolean;
}

/**
 * Every legal move, in a fixed order: from columns (left to right), then cells, then foundations;
 * to foundations, then columns, then cells. Every destination is listed, every empty cell and
 * every empty column included; a run to an empty column is listed once per length that may move.
 */
export function legalMoves(pos: Position, options: LegalMovesOptions = {}): Move[] {
  const runs = options.runs ?? true;
  const out: Move[] = [];
  const rules = pos.rules;
  const sources: Pile[] = [];
  if (pos.pendingCell !== null) {
    sources.push({ kind: 'cell', index: pos.pendingCell });
  } else {
    for (let i = 0; i < pos.columns.length; i++)
      if ((pos.columns[i] as Card[]).length > 0) sources.push({ kind: 'column', index: i });
    for (let i = 0; i < pos.cells.length; i++) {
      const c = pos.cells[i];
      if (c !== null && c !== CLOSED_CELL) sources.push({ kind: 'cell', index: i });
    }
    if (rules.foundationsRemovable)
      for (let s = 0; s < 4; s++)
        if ((pos.foundations[s] ?? 0) > 0) sources.push({ kind: 'foundation', index: s });
  }
  const limitNonEmpty = runs ? maxRunMove(pos, false) : 1;
  const limitEmpty = runs ? maxRunMove(pos, true) : 1;
  for (const from of sources) {
    const card = liftedBottom(pos, { from, to: from, count: 1 }) as Card;
    // To a foundation.
    if (from.kind !== 'foundation' && foundationAccepts(pos, card)) {
      out.push({ from, to: { kind: 'foundation', index: suitOf(card) }, count: 1 });
    }
    // To columns.
    const col = from.kind === 'column' ? (pos.columns[from.index] as Card[]) : undefined;
    const run = col ? runLength(rules, col) : 1;
    for (let t = 0; t < pos.columns.length; t++) {
      if (from.kind === 'column' && from.index === t) continue;
      const dest = pos.columns[t] as Card[];
      const top = topCard(dest);
      if (top === undefined) {
        if (rules.emptyColumns === 'none') continue;
        const max = Math.min(run, limitEmpty);
        for (let k = 1; k <= max; k++) {
          const b = col ? (col[col.length - k] as Card) : card;
          if (rules.emptyColumns === 'kings' && rankOf(b) !== runStartRank(rules)) continue;
          // A run that is the whole column gains nothing by moving to an empty column, but it is legal.
          out.push({ from, to: { kind: 'column', index: t }, count: k });
        }
      } else {
        const max = Math.min(run, limitNonEmpty);
        for (let k = 1; k <= max; k++) {
          const b = col ? (col[col.length - k] as Card) : card;
          if (canBuildOn(rules, b, top)) {
            out.push({ from, to: { kind: 'column', index: t }, count: k });
            break; // only one length can fit a given top card
          }
        }
      }
    }
    // To cells.
    if (from.kind === 'column' && selectiveBlocker(pos, card, from.index) < 0) {
      for (let c = 0; c < pos.cells.length; c++)
        if (pos.cells[c] === null) out.push({ from, to: { kind: 'cell', index: c }, count: 1 });
    }
  }
  return out;
}

/**
 * Whether any legal move exists (cheaper than legalMoves(pos).length > 0 in the common case). Runs
 * count too: where empty columns take only Kings, a King-led run may be the only move left.
 */
export function hasLegalMove(pos: Position): boolean {
  return legalMoves(pos, { runs: false }).length > 0 || legalMoves(pos).length > 0;
}

/** The states of a game: still `playing`, `won` (every card home) or `lost` (no legal move left). */
export const GAME_STATUSES = ['playing', 'won', 'lost'] as const;
/** One of GAME_STATUSES. */
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Whether every card is home (on the foundations). */
export function isWon(pos: Position): boolean {
  let n = 0;
  for (const f of pos.foundations) n += f;
  return n === pos.rules.maxRank * 4;
}

/**
 * `won` when every card is home; `lost` when no legal move is left (in a game with next-move cells
 * that includes a cell card that cannot leave); else `playing`.
 */
export function gameStatus(pos: Position): GameStatus {
  if (isWon(pos)) return 'won';
  return hasLegalMove(pos) ? 'playing' : 'lost';
}

/**
 * Expands a run move into single-card moves through free cells and empty columns (the classic
 * supermove), checking every step with the rules. A single-card move expands to itself. Where the
 * rules do not allow such a sequence (kings-only columns, selective, next-move or single-use cells, unlimited
 * runs beyond the space there is), the result says so: the run still moves as one unit by rule.
 */
export function expandRun(pos: Position, m: Move): Result<Move[], MoveError> {
  const e = moveError(pos, m);
  if (e) return err(e);
  if (m.count === 1) return ok([m]);
  const cells: number[] = [];
  pos.cells.forEach((c, i) => {
    if (c === null) cells.push(i);
  });
  const cols: number[] = [];
  pos.columns.forEach((c, i) => {
    if (c.length === 0 && i !== m.to.index && i !== m.from.index) cols.push(i);
  });
  const steps: Move[] = [];
  const plan = (k: number, src: number, dst: number, tmpCols: number[]): boolean => {
    if (k <= cells.length + 1) {
      const used = cells.slice(0, k - 1);
      for (const c of used)
        steps.push({ from: { kind: 'column', index: src }, to: { kind: 'cell', index: c }, count: 1 });
      steps.push({ from: { kind: 'column', index: src }, to: { kind: 'column', index: dst }, count: 1 });
      for (let i = used.length - 1; i >= 0; i--)
        steps.push({
          from: { kind: 'cell', index: used[i] as number },
          to: { kind: 'column', index: dst },
          count: 1,
        });
      return true;
    }
    if (tmpCols.length === 0) return false;
    const [t, ...rest] = tmpCols as [number, ...number[]];
    const top = Math.floor(k / 2);
    return plan(top, src, t, rest) && plan(k - top, src, dst, rest) && plan(top, t, dst, rest);
  };
  const notExpandable = (why: 'space' | 'single-use' | 'step', step: MoveError | null = null) =>
    err<MoveError>({ code: MOVE_ERRORS.notExpandable, why, step });
  if (!plan(m.count, m.from.index, m.to.index, cols)) return notExpandable('space');
  if (pos.rules.cellStay === 'single-use' && steps.some((s) => s.to.kind === 'cell'))
    return notExpandable('single-use');
  let p = pos;
  for (const s of steps) {
    const se = moveError(p, s);
    if (se) return notExpandable('step', se);
    p = applyMove(p, s);
  }
  return ok(steps);
}
