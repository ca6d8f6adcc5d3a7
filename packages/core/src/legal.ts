// !! BROWSER SAFE !!
/**
 * The rules: which moves are legal in a position, why a move is not, and what playing one gives.
 * Every knob of RulesSpec is read here and nowhere else.
 */
import { cardSymbol, isRed, rankOf, SUIT_NAMES, suitOf, type Card } from './card.ts';
import { MOVE_ERRORS, type MoveError } from './errors.ts';
import { moveShapeError, type Move, type Pile } from './move.ts';
import { foundationIndexOf, foundationRankAt, Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import type { RulesSpec } from './rules-spec.ts';
import { countedEmptyColumns, runLimit } from './run-limit.ts';
import { CLOSED_CELL, type CellSlot } from './setup.ts';

const BUILD_COLOR_WORD = {
  'alternate-color': 'of the other colour',
  'same-suit': 'of the same suit',
  'any-suit': 'of any suit',
};

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

export const topCard = (col: readonly Card[]): Card | undefined => col[col.length - 1];

/** Empty, open free cells. */
export function freeCellCount(pos: Position): number {
  let n = 0;
  for (const c of pos.cells) if (c === null) n++;
  return n;
}

export function emptyColumnCount(pos: Position): number {
  let n = 0;
  for (const c of pos.columns) if (c.length === 0) n++;
  return n;
}

/** The longest run that may move as one unit now (see run-limit.ts for the formula). */
export function maxRunMove(pos: Position, toEmptyColumn: boolean): number {
  return runLimit(pos.rules, freeCellCount(pos), emptyColumnCount(pos), toEmptyColumn);
}

/** The card at the top of a foundation, or undefined when it is empty. */
export function foundationTop(pos: Position, suit: number): Card | undefined {
  const n = pos.foundations[suit] ?? 0;
  if (n === 0 || pos.base === null) return undefined;
  return (foundationRankAt(pos.rules, pos.base, n - 1) - 1) * 4 + suit;
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
 * Human name of a pile, numbered as the board names it: "column 3", "free cell 2", "the hearts
 * foundation". (Notation letters cells a b c …; messages about what a person typed say the letter.)
 */
export function pileName(p: Pile): string {
  switch (p.kind) {
    case 'column':
      return `column ${p.index + 1}`;
    case 'cell':
      return `free cell ${p.index + 1}`;
    case 'foundation':
      return `the ${SUIT_NAMES[p.index] ?? '?'} foundation`;
  }
}

/** The cards a move would lift from its source, bottom first; undefined if the source cannot give them. */
/** The bottom card of the `m.count` cards a move lifts, or undefined when the pile has too few. */
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

function describeBuild(rules: RulesSpec, card: Card): string {
  const r = rankOf(card) + (rules.buildDirection === 'down' ? 1 : -1);
  const color = rules.buildPolicy === 'alternate-color' ? (isRed(card) ? 'black ' : 'red ') : '';
  const suit = rules.buildPolicy === 'same-suit' ? ` of ${SUIT_NAMES[suitOf(card)]}` : '';
  if (r < 1 || r > rules.maxRank)
    return `nothing: no rank ${rules.buildDirection === 'down' ? 'above' : 'below'} it`;
  return `a ${color}${rankWord(r)}${suit}`;
}

const rankWord = (r: number): string =>
  ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'][r - 1] ?? String(r);

/** Why a move is illegal, or null if it is legal. The message names the rule it breaks. */
export function moveError(pos: Position, m: Move): MoveError | null {
  const shape = moveShapeError(m);
  if (shape !== null) return shape;
  const rules = pos.rules;
  const fail = (code: MoveError['code'], message: string): MoveError => ({ code, message });
  if (!pileExists(pos, m.from))
    return fail(MOVE_ERRORS.badPile, `there is no ${pileName(m.from)} in this game`);
  if (!pileExists(pos, m.to)) return fail(MOVE_ERRORS.badPile, `there is no ${pileName(m.to)} in this game`);
  if (m.from.kind === m.to.kind && m.from.index === m.to.index)
    return fail(MOVE_ERRORS.samePile, 'a card cannot move onto its own pile');
  if (!Number.isInteger(m.count) || m.count < 1)
    return fail(MOVE_ERRORS.badCount, `cannot move ${m.count} cards`);
  if (m.from.kind === 'cell' && m.to.kind === 'cell') {
    return fail(
      MOVE_ERRORS.cellToCell,
      'a card in a free cell moves only to a column or a foundation, never to another cell',
    );
  }
  if (m.from.kind === 'foundation') {
    if (!rules.foundationsRemovable)
      return fail(MOVE_ERRORS.foundationFixed, 'a card on a foundation never comes back in this game');
    if (m.to.kind !== 'column')
      return fail(MOVE_ERRORS.foundationFixed, 'a foundation card may only come back onto a column');
  }
  if (m.count > 1 && !(m.from.kind === 'column' && m.to.kind === 'column')) {
    return fail(
      MOVE_ERRORS.badCount,
      'only a run moving from column to column can move several cards at once',
    );
  }
  if (pos.pendingCell !== null && !(m.from.kind === 'cell' && m.from.index === pos.pendingCell)) {
    const c = pos.cells[pos.pendingCell] as Card;
    return fail(
      MOVE_ERRORS.mustLeave,
      `the ${cardSymbol(c)} went into ${pileName({ kind: 'cell', index: pos.pendingCell })} last move, so it must leave it now, to a column or a foundation`,
    );
  }
  const bottom = liftedBottom(pos, m);
  if (bottom === undefined) {
    return m.from.kind === 'column' && (pos.columns[m.from.index]?.length ?? 0) > 0
      ? fail(
          MOVE_ERRORS.badCount,
          `${pileName(m.from)} has only ${pos.columns[m.from.index]?.length ?? 0} cards`,
        )
      : fail(MOVE_ERRORS.empty, `${pileName(m.from)} is empty`);
  }
  if (m.count > 1) {
    const run = runLength(rules, pos.columns[m.from.index] as Card[]);
    if (run < m.count) {
      return fail(
        MOVE_ERRORS.notARun,
        `the top ${m.count} cards of ${pileName(m.from)} are not a run (only the top ${run} ${run === 1 ? 'is' : 'are'})`,
      );
    }
  }
  switch (m.to.kind) {
    case 'foundation': {
      const suit = suitOf(bottom);
      if (m.to.index !== suit)
        return fail(
          MOVE_ERRORS.foundation,
          `the ${cardSymbol(bottom)} belongs on the ${SUIT_NAMES[suit]} foundation`,
        );
      if (!foundationAccepts(pos, bottom)) {
        const need = foundationRankAt(rules, pos.base as number, pos.foundations[suit] ?? 0);
        return fail(
          MOVE_ERRORS.foundation,
          (pos.foundations[suit] ?? 0) >= rules.maxRank
            ? `the ${SUIT_NAMES[suit]} foundation is complete`
            : `the ${cardSymbol(bottom)} cannot go home yet: the ${SUIT_NAMES[suit]} foundation needs the ${cardSymbol((need - 1) * 4 + suit)} next`,
        );
      }
      return null;
    }
    case 'cell': {
      const slot: CellSlot | undefined = pos.cells[m.to.index];
      if (slot === CLOSED_CELL)
        return fail(
          MOVE_ERRORS.cellClosed,
          `${pileName(m.to)} has closed: each free cell can be used only once`,
        );
      if (slot !== null) return fail(MOVE_ERRORS.cellOccupied, `${pileName(m.to)} is already taken`);
      if (m.from.kind === 'column') {
        const b = selectiveBlocker(pos, bottom, m.from.index);
        if (b >= 0) {
          return fail(
            MOVE_ERRORS.selective,
            `the ${cardSymbol(bottom)} cannot go to a free cell while another column shows a card of the same rank (the ${cardSymbol(topCard(pos.columns[b] as Card[]) as Card)} in column ${b + 1})`,
          );
        }
      }
      return null;
    }
    case 'column': {
      const dest = pos.columns[m.to.index] as Card[];
      const top = topCard(dest);
      if (top === undefined) {
        if (rules.emptyColumns === 'none')
          return fail(MOVE_ERRORS.emptyColumnNone, 'an empty column cannot be filled in this game');
        if (rules.emptyColumns === 'kings' && rankOf(bottom) !== runStartRank(rules)) {
          const word = rankWord(runStartRank(rules));
          return fail(
            MOVE_ERRORS.emptyColumnKings,
            `only a ${word} or a run led by a ${word} may fill an empty column`,
          );
        }
      } else if (!canBuildOn(rules, bottom, top)) {
        return fail(
          MOVE_ERRORS.build,
          `the ${cardSymbol(bottom)} cannot go on the ${cardSymbol(top)}: it goes on ${describeBuild(rules, bottom)} (${rules.buildDirection === 'down' ? 'build down' : 'build up'}, ${BUILD_COLOR_WORD[rules.buildPolicy]})`,
        );
      }
      if (m.count > 1) {
        const limit = maxRunMove(pos, top === undefined);
        if (m.count > limit)
          return fail(MOVE_ERRORS.tooMany, runLimitMessage(pos, m.count, limit, top === undefined));
      }
      return null;
    }
  }
}

function runLimitMessage(pos: Position, count: number, limit: number, toEmpty: boolean): string {
  const f = freeCellCount(pos);
  const e = countedEmptyColumns(pos.rules, emptyColumnCount(pos), toEmpty);
  const why =
    pos.rules.sequenceMove === 'standard'
      ? `(free cells + 1) × 2^(empty columns) = (${f} + 1) × 2^${e}${pos.rules.emptyColumns === 'none' ? ', and empty columns do not count because nothing may enter them' : toEmpty ? ', not counting the empty column it moves to' : ''}`
      : pos.rules.sequenceMove === 'cells-plus-one'
        ? `free cells + 1 = ${f} + 1; empty columns do not double it in this game`
        : 'only one card moves at a time in this game';
  return `a run of ${count} cards is too long: at most ${limit} can move now, ${why}`;
}

export const isLegal = (pos: Position, m: Move): boolean => moveError(pos, m) === null;

/**
 * Plays a move without checking it. Only for moves known to be legal (from legalMoves or checked
 * by moveError); `play` is the checked entry point. The new position shares every array the move
 * does not touch.
 */
export function applyMove(pos: Position, m: Move): Position {
  const columns = pos.columns.slice() as Card[][];
  if (m.from.kind === 'column') columns[m.from.index] = (columns[m.from.index] as Card[]).slice();
  if (m.to.kind === 'column') columns[m.to.index] = (columns[m.to.index] as Card[]).slice();
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
 * copies of `pos`'s (applyMove makes fresh ones; replayMoves reuses one set for a whole line).
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
  return new Position(rules, columns, cells, foundations, base, pending);
}

/** A move of unknown shape reached the unchecked path: a caller skipped moveError (a bug, never input). */
const malformed = (m: Move): TypeError =>
  new TypeError(
    `applyMove: ${moveShapeError(m)?.message ?? 'not a move'}; check moves with moveError or play first`,
  );

/** Plays a move if it is legal: the new position, or why not. */
export function play(pos: Position, m: Move): Result<Position, MoveError> {
  const e = moveError(pos, m);
  return e === null ? ok(applyMove(pos, m)) : err(e);
}

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

export const GAME_STATUSES = ['playing', 'won', 'lost'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

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
  const notExpandable = (why: string): Result<Move[], MoveError> =>
    err({
      code: MOVE_ERRORS.notExpandable,
      message: `this run moves as one unit by rule, but cannot be played card by card here: ${why}`,
    });
  if (!plan(m.count, m.from.index, m.to.index, cols)) return notExpandable('there is not enough free space');
  if (pos.rules.cellStay === 'single-use' && steps.some((s) => s.to.kind === 'cell')) {
    return notExpandable(
      'single-use free cells would close on the way, which the run moved as one unit does not do',
    );
  }
  let p = pos;
  for (const s of steps) {
    const se = moveError(p, s);
    if (se) return notExpandable(se.message);
    p = applyMove(p, s);
  }
  return ok(steps);
}
