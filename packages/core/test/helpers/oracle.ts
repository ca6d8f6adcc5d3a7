/**
 * A deliberately naive, independent reading of the rules (the knobs of rules-spec.ts, as their
 * comments state them).
 *
 * It shares no logic with src/legal.ts: it reads a Position's raw fields once into a plain state,
 * decides the legality of ANY (from, to, count) triple by checking the rules one by one, applies
 * moves by itself, and enumerates legal moves by trying every triple. Tests assert that core's
 * legalMoves / moveError / applyMove agree with it everywhere. Written for clarity, not speed.
 */
import type { Position, RulesSpec } from '../../src/index.ts';

export type OPileKind = 'column' | 'cell' | 'foundation';
export interface OPile {
  readonly kind: OPileKind;
  readonly index: number;
}
export interface OMove {
  readonly from: OPile;
  readonly to: OPile;
  readonly count: number;
}

export interface OState {
  readonly rules: RulesSpec;
  /** bottom first */
  readonly cols: readonly (readonly number[])[];
  readonly cells: readonly (number | null | 'closed')[];
  /** cards on each suit's foundation (C D H S) */
  readonly found: readonly number[];
  readonly base: number | null;
  readonly pending: number | null;
}

// Card numbers: (rank − 1) · 4 + suit, suits C D H S. Written out again on purpose.
export const oRank = (c: number): number => Math.floor(c / 4) + 1;
export const oSuit = (c: number): number => c % 4;
const isRedCard = (c: number): boolean => oSuit(c) === 1 || oSuit(c) === 2;

export function stateOf(p: Position): OState {
  return {
    rules: p.rules,
    cols: p.columns.map((c) => [...c]),
    cells: [...p.cells],
    found: [...p.foundations],
    base: p.base,
    pending: p.pendingCell,
  };
}

/** Whether `upper` may lie on `lower` in the tableau. */
export function oFits(rules: RulesSpec, upper: number, lower: number): boolean {
  const wanted = rules.buildDirection === 'down' ? oRank(lower) - 1 : oRank(lower) + 1;
  if (oRank(upper) !== wanted) return false;
  if (rules.buildPolicy === 'alternate-color') return isRedCard(upper) !== isRedCard(lower);
  if (rules.buildPolicy === 'same-suit') return oSuit(upper) === oSuit(lower);
  return true;
}

/** One step along a foundation, wrapping K→A (up) or A→K (down). */
function stepRank(rules: RulesSpec, r: number): number {
  if (rules.foundationDirection === 'up') return r === rules.maxRank ? 1 : r + 1;
  return r === 1 ? rules.maxRank : r - 1;
}

function baseRank(s: OState): number | null {
  if (s.rules.foundationBase === 'ace') return 1;
  if (s.rules.foundationBase === 'king') return s.rules.maxRank;
  return s.base;
}

/** Rank of the card the foundation of `suit` takes next: a number, 'any' before a first-card base is set, or null when full. */
export function oNextRank(s: OState, suit: number): number | 'any' | null {
  const n = s.found[suit] ?? 0;
  if (n >= s.rules.maxRank) return null;
  const b = baseRank(s);
  if (b === null) return 'any';
  let r = b;
  for (let i = 0; i < n; i++) r = stepRank(s.rules, r);
  return r;
}

export function oFoundationTop(s: OState, suit: number): number | null {
  const n = s.found[suit] ?? 0;
  const b = baseRank(s);
  if (n === 0 || b === null) return null;
  let r = b;
  for (let i = 0; i < n - 1; i++) r = stepRank(s.rules, r);
  return (r - 1) * 4 + suit;
}

export const oFreeCells = (s: OState): number => s.cells.filter((c) => c === null).length;
export const oEmptyColumns = (s: OState): number => s.cols.filter((c) => c.length === 0).length;

/** How many cards may move as one run; an empty destination column never counts. */
export function oRunLimit(s: OState, destinationEmpty: boolean): number {
  const f = oFreeCells(s);
  // Empty columns that take nothing (emptyColumns 'none') cannot hold part of a run: they never count.
  const e = s.rules.emptyColumns === 'none' ? 0 : oEmptyColumns(s) - (destinationEmpty ? 1 : 0);
  switch (s.rules.sequenceMove) {
    case 'standard':
      return (f + 1) * 2 ** e;
    case 'cells-plus-one':
      return f + 1;
    case 'one-card':
      return 1;
    case 'unlimited':
      return Infinity;
  }
}

function pileCount(s: OState, kind: OPileKind): number {
  return kind === 'column' ? s.cols.length : kind === 'cell' ? s.cells.length : 4;
}

/** The cards a move lifts (bottom first), or null when the source cannot give exactly them. */
function lifted(s: OState, m: OMove): number[] | null {
  if (m.from.kind === 'column') {
    const col = s.cols[m.from.index] ?? [];
    if (m.count > col.length) return null;
    const cards = col.slice(col.length - m.count);
    for (let i = 1; i < cards.length; i++)
      if (!oFits(s.rules, cards[i] as number, cards[i - 1] as number)) return null;
    return cards;
  }
  if (m.count !== 1) return null;
  if (m.from.kind === 'cell') {
    const v = s.cells[m.from.index];
    return typeof v === 'number' ? [v] : null;
  }
  if (!s.rules.foundationsRemovable) return null;
  const top = oFoundationTop(s, m.from.index);
  return top === null ? null : [top];
}

/** The rules, one by one. */
export function oLegal(s: OState, m: OMove): boolean {
  const rules = s.rules;
  for (const p of [m.from, m.to]) {
    if (!Number.isInteger(p.index) || p.index < 0 || p.index >= pileCount(s, p.kind)) return false;
  }
  if (!Number.isInteger(m.count) || m.count < 1) return false;
  if (m.from.kind === m.to.kind && m.from.index === m.to.index) return false;
  // Ephemeral: the card that went into a cell last move must leave it now; nothing else moves.
  if (s.pending !== null && !(m.from.kind === 'cell' && m.from.index === s.pending)) return false;
  const cards = lifted(s, m);
  if (cards === null) return false;
  const bottom = cards[0] as number;
  if (m.to.kind === 'foundation') {
    if (m.from.kind === 'foundation' || m.count !== 1) return false;
    if (m.to.index !== oSuit(bottom)) return false;
    const next = oNextRank(s, m.to.index);
    return next === 'any' || next === oRank(bottom);
  }
  if (m.to.kind === 'cell') {
    // Only a column's top card goes to a cell: never from another cell, never from a foundation.
    if (m.from.kind !== 'column' || m.count !== 1) return false;
    if (s.cells[m.to.index] !== null) return false;
    if (rules.cellEntry === 'selective') {
      for (let j = 0; j < s.cols.length; j++) {
        if (j === m.from.index) continue;
        const col = s.cols[j] as number[];
        if (col.length > 0 && oRank(col[col.length - 1] as number) === oRank(bottom)) return false;
      }
    }
    return true;
  }
  // To a column.
  const dest = s.cols[m.to.index] as number[];
  if (m.count > 1 && m.from.kind !== 'column') return false;
  if (dest.length === 0) {
    if (rules.emptyColumns === 'none') return false;
    if (rules.emptyColumns === 'kings') {
      const starter = rules.buildDirection === 'down' ? rules.maxRank : 1;
      if (oRank(bottom) !== starter) return false;
    }
  } else if (!oFits(rules, bottom, dest[dest.length - 1] as number)) {
    return false;
  }
  return m.count === 1 || m.count <= oRunLimit(s, dest.length === 0);
}

/** Every pile of the position. */
export function oPiles(s: OState): OPile[] {
  const out: OPile[] = [];
  for (let i = 0; i < s.cols.length; i++) out.push({ kind: 'column', index: i });
  for (let i = 0; i < s.cells.length; i++) out.push({ kind: 'cell', index: i });
  for (let i = 0; i < 4; i++) out.push({ kind: 'foundation', index: i });
  return out;
}

/**
 * Every (from, to, count) triple worth asking about: every pair of piles, counts 1..(source column
 * length + 1) from a column to a column and 1..2 otherwise (no other move can carry more than one card). `wide` adds piles one past the end and count 0.
 */
export function oTriples(s: OState, wide = false): OMove[] {
  const piles = oPiles(s);
  if (wide) {
    piles.push(
      { kind: 'column', index: s.cols.length },
      { kind: 'cell', index: s.cells.length },
      { kind: 'foundation', index: 4 },
    );
  }
  const out: OMove[] = [];
  for (const from of piles) {
    for (const to of piles) {
      const maxCount =
        from.kind === 'column' && to.kind === 'column' ? (s.cols[from.index]?.length ?? 0) + 1 : 2;
      for (let count = wide ? 0 : 1; count <= maxCount; count++) out.push({ from, to, count });
    }
  }
  return out;
}

export function oMoves(s: OState, runs = true): OMove[] {
  return oTriples(s).filter((m) => (runs || m.count === 1) && oLegal(s, m));
}

/** Plays a legal move. */
export function oApply(s: OState, m: OMove): OState {
  const cols = s.cols.map((c) => [...c]);
  const cells = [...s.cells];
  const found = [...s.found];
  let base = s.base;
  let moving: number[];
  if (m.from.kind === 'column') {
    const col = cols[m.from.index] as number[];
    moving = col.splice(col.length - m.count, m.count);
  } else if (m.from.kind === 'cell') {
    moving = [cells[m.from.index] as number];
    cells[m.from.index] = s.rules.cellStay === 'single-use' ? 'closed' : null;
  } else {
    moving = [oFoundationTop(s, m.from.index) as number];
    found[m.from.index] = (found[m.from.index] as number) - 1;
  }
  let pending: number | null = null;
  if (m.to.kind === 'column') (cols[m.to.index] as number[]).push(...moving);
  else if (m.to.kind === 'cell') {
    cells[m.to.index] = moving[0] as number;
    if (s.rules.cellStay === 'next-move') pending = m.to.index;
  } else {
    if (base === null && s.rules.foundationBase === 'first-card') base = oRank(moving[0] as number);
    found[m.to.index] = (found[m.to.index] as number) + 1;
  }
  return { rules: s.rules, cols, cells, found, base, pending };
}

/** Leaf count of the move tree to `depth` (perft), by the oracle alone. */
export function oPerft(s: OState, depth: number, runs = true): number {
  if (depth === 0) return 1;
  const moves = oMoves(s, runs);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += oPerft(oApply(s, m), depth - 1, runs);
  return n;
}

const PILE_LETTER = { column: 'c', cell: 'f', foundation: 'h' } as const;
/** `c2>f0x1`: column 3 to free cell a, one card. */
export const moveKey = (m: OMove): string =>
  `${PILE_LETTER[m.from.kind]}${m.from.index}>${PILE_LETTER[m.to.kind]}${m.to.index}x${m.count}`;

/** A comparable key of a whole state. */
export function stateKey(s: OState): string {
  return JSON.stringify([s.cols, s.cells, s.found, baseRank(s), s.pending]);
}
