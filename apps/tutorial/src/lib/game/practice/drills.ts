/**
 * The practice drills, each made from a seed (the same drill on every machine) and answered by the
 * engine, never by tutorial code: the run limit by core (`runLimitBreakdown`), whether a position
 * can be won and which move keeps it winnable by the solver (exhaustive, within a fixed state budget
 * and no time limit, so the answer does not depend on the machine). Each is set in one of the games
 * asked for (the ones the learner has studied, or the one chosen). Runs in the practice worker.
 *
 * - `limit`: "How many cards can move as one run?" on a game under way.
 * - `winnable`: "Can this position still be won?" (half the drills are won, half lost, by the seed).
 * - `only-move`: a position where exactly one move keeps the game winnable; find it.
 */
import {
  applyMove,
  formatLayout,
  formatMove,
  formatPile,
  legalMoves,
  runLimitBreakdown,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import { explainMove, sliced, slicedLastWinnablePoint, within, type Sliced } from '@cascade/hints';
import { Solver, type SolveResult } from '@cascade/solver';
import { getVariant, type VariantId } from '@cascade/variants';
import { describeMove, plural, runLimitRule, runLimitWhy } from '@cascade/words';
import { Draw, generatePosition } from './generate.ts';

import { MAX_SEED, type DrillKind } from './drill-kinds.ts';
import { pickVariant } from './drill-variants.ts';

export { DRILL_KINDS, isDrillKind, MAX_SEED, type DrillKind } from './drill-kinds.ts';
export { drillVariants, isDrillVariant, pickVariant } from './drill-variants.ts';

/** Positions the solver may store for one question: the drills' positions need far fewer. */
export const DRILL_MAX_STATES = 120_000;

interface DrillBase {
  readonly kind: DrillKind;
  readonly seed: number;
  readonly variant: VariantId;
  readonly gameName: string;
  readonly rules: RulesSpec;
  /** The position, as full board text (the page opens it with core). */
  readonly board: string;
  readonly question: string;
}

export interface LimitDrill extends DrillBase {
  readonly kind: 'limit';
  readonly toEmptyColumn: boolean;
  readonly answer: number;
  /** The choices offered, the answer among them, in increasing order. */
  readonly choices: readonly number[];
  /** "(free cells + 1) × 2^(empty columns) = (2 + 1) × 2^1". */
  readonly why: string;
  /** The rule without the position's numbers, for a hint: "(free cells + 1) × 2^(empty columns)". */
  readonly rule: string;
}

export interface WinnableDrill extends DrillBase {
  readonly kind: 'winnable';
  readonly answer: boolean;
  /** Why, from the solver: its line's length and first move, or how many positions it ruled out. */
  readonly why: string;
}

/** Moves that leave the same position up to which free cell or empty column: one choice. */
export interface MoveChoice {
  readonly key: string;
  /** A move of the choice, in notation (`3a`), and in words ("Move the 7♥ from column 3 to a free cell"). */
  readonly notation: string;
  readonly sentence: string;
  readonly winnable: boolean;
}

export interface OnlyMoveDrill extends DrillBase {
  readonly kind: 'only-move';
  /** Every choice of move, one of them winnable. */
  readonly choices: readonly MoveChoice[];
  /** The winning choice's key. */
  readonly answer: string;
  /** Why the winning move: the hints' reason for it. */
  readonly why: string;
}

export type Drill = LimitDrill | WinnableDrill | OnlyMoveDrill;

/** Which of a position's moves are one choice: the cards moved and where, any free cell or empty column alike. */
export function choiceKey(pos: Position, m: Move): string {
  const to =
    m.to.kind === 'cell'
      ? 'cell'
      : m.to.kind === 'column' && (pos.columns[m.to.index]?.length ?? 0) === 0
        ? 'empty'
        : formatPile(m.to);
  return `${formatPile(m.from, true)}:${m.count}:${to}`;
}

function solve(pos: Position): Sliced<SolveResult> {
  return new Solver(pos, { mode: 'fast', maxStates: DRILL_MAX_STATES });
}

const base = (kind: DrillKind, seed: number, variant: VariantId, pos: Position, question: string) => {
  const v = getVariant(variant);
  return {
    kind,
    seed,
    variant,
    gameName: v.name,
    rules: v.rules,
    board: formatLayout(pos, { full: true }),
    question,
  };
};

function limitDrill(seed: number, variant: VariantId): LimitDrill {
  const draw = new Draw(seed);
  const rules = getVariant(variant).rules;
  const pos = generatePosition(
    rules,
    { cards: draw.int(18, 30), cellsFilled: [0, rules.cells], emptyColumns: [0, 3] },
    draw,
  );
  const empties = pos.columns.filter((c) => c.length === 0).length;
  const toEmptyColumn = empties > 0 && draw.int(0, 1) === 1;
  const b = runLimitBreakdown(pos, toEmptyColumn);
  const answer = b.limit;
  const f = b.freeCells;
  // Wrong choices: the slips a learner makes (every empty column doubled, the destination too;
  // the + 1 forgotten; adding instead of doubling), never the rule: the answer is core's alone.
  const wrong = [f + 1, (f + 1) * 2 ** empties, f + empties + 1, f * 2 ** empties, answer * 2, 1, f + 2];
  const choices = [answer];
  for (const w of wrong) if (w > 0 && !choices.includes(w) && choices.length < 4) choices.push(w);
  const where = toEmptyColumn ? 'into an empty column' : 'onto a card in another column';
  return {
    ...base(
      'limit',
      seed,
      variant,
      pos,
      `In ${getVariant(variant).name}, how many cards can move as one run ${where} now?`,
    ),
    kind: 'limit',
    toEmptyColumn,
    answer,
    choices: choices.sort((a, b) => a - b),
    why: runLimitWhy(b),
    rule: runLimitRule(b),
  };
}

/** The solver's budget for a drill: positions only, no time limit (the same answer on every machine). */
const BUDGET = { maxStates: DRILL_MAX_STATES, timeoutMs: Number.POSITIVE_INFINITY } as const;

/** A game under way played on at random until it is lost: its last winnable position and the move that lost it. */
interface Edge {
  /** Winnable: the last position from which the game could be won. */
  readonly winnable: Position;
  /** The move played there, which lost the game. */
  readonly losing: Move;
  /** Lost: the position after it. */
  readonly lost: Position;
}

/**
 * Plays a generated position on with random moves (never straight back, never to the foundations:
 * those would only make it easier) until none is left or 60 are played, then asks the hints' binary
 * search for the last winnable point. Random play loses a tight position soon; the move that lost
 * it is the drill.
 */
function* edgeOfLoss(draw: Draw, rules: RulesSpec, until: () => number): Generator<void, Edge | null, void> {
  const start = generatePosition(
    rules,
    { cards: draw.int(28, 44), cellsFilled: [1, 3], emptyColumns: [0, 1] },
    draw,
  );
  const moves: Move[] = [];
  let pos = start;
  for (let i = 0; i < 60; i++) {
    const prev = moves[moves.length - 1];
    const options = legalMoves(pos).filter(
      (m) =>
        m.to.kind !== 'foundation' &&
        !(prev && formatPile(prev.to) === formatPile(m.from) && formatPile(prev.from) === formatPile(m.to)),
    );
    if (options.length === 0) break;
    const m = draw.pick(options);
    moves.push(m);
    pos = applyMove(pos, m);
  }
  const point = yield* within(slicedLastWinnablePoint({ start, moves }, BUDGET), until);
  if (point.status !== 'found' || point.index === undefined) return null;
  let at = start;
  for (let i = 0; i < point.index; i++) at = applyMove(at, moves[i] as Move);
  const losing = moves[point.index] as Move;
  return { winnable: at, losing, lost: applyMove(at, losing) };
}

function winnableDrill(seed: number, variant: VariantId): Sliced<WinnableDrill> {
  return sliced(function* (until) {
    const draw = new Draw(seed);
    const rules = getVariant(variant).rules;
    const want = draw.int(0, 1) === 1;
    for (let i = 0; i < 200; i++) {
      const edge = yield* edgeOfLoss(draw, rules, until);
      if (!edge) continue;
      const pos = want ? edge.winnable : edge.lost;
      if (legalMoves(pos).length === 0) continue; // a board with no move at all is no question
      const r = yield* within(solve(pos), until);
      if (r.status === 'unknown' || (r.status === 'solved') !== want) continue;
      const first = r.status === 'solved' ? r.moves[0] : undefined;
      const why =
        r.status === 'solved' && first
          ? `Yes: the solver wins it in ${plural(r.moves.length, 'move')}, starting with this one: ${describeMove(first, pos)}.`
          : `No: the solver went through all ${r.stats.states.toLocaleString('en')} positions that can be reached from here, and none of them is won.`;
      return {
        ...base('winnable', seed, variant, pos, 'Can this position still be won?'),
        kind: 'winnable' as const,
        answer: r.status === 'solved',
        why,
      };
    }
    throw new Error(`drill ${seed}: no position could be settled`);
  });
}

function onlyMoveDrill(seed: number, variant: VariantId): Sliced<OnlyMoveDrill> {
  return sliced(function* (until) {
    const draw = new Draw(seed);
    const rules = getVariant(variant).rules;
    for (let i = 0; i < 1000; i++) {
      const edge = yield* edgeOfLoss(draw, rules, until);
      if (!edge) continue;
      const pos = edge.winnable;
      const byKey = new Map<string, Move>();
      for (const m of legalMoves(pos)) if (!byKey.has(choiceKey(pos, m))) byKey.set(choiceKey(pos, m), m);
      if (byKey.size < 2) continue;
      const choices: MoveChoice[] = [];
      let winning: Move | null = null;
      let settled = true;
      for (const [key, m] of byKey) {
        const r = yield* within(solve(applyMove(pos, m)), until);
        const winnable = r.status === 'solved';
        if (r.status === 'unknown' || (winnable && winning)) {
          settled = false; // not settled, or a second winning choice: not this position
          break;
        }
        if (winnable) winning = m;
        choices.push({ key, notation: formatMove(m, pos), sentence: describeMove(m, pos), winnable });
      }
      if (!settled || !winning || winning.to.kind === 'foundation') continue;
      return {
        ...base('only-move', seed, variant, pos, 'Only one move keeps this game winnable. Play it.'),
        kind: 'only-move' as const,
        choices,
        answer: choiceKey(pos, winning),
        why: explainMove(pos, winning, { onlyMove: true }).text,
      };
    }
    throw new Error(`drill ${seed}: no position with a single winning move was found`);
  });
}

/**
 * The drill of this kind and seed, set in one of `variants` (the seed picks which: `pickVariant`),
 * worked out in slices. The position depends on the kind, the game and the seed only.
 */
export function makeDrill(
  kind: DrillKind,
  seed: number,
  variants: readonly string[] = ['freecell'],
): Sliced<Drill> {
  if (!Number.isInteger(seed) || seed < 1 || seed > MAX_SEED)
    throw new RangeError(`drill seeds run from 1 to ${MAX_SEED}, not ${seed}`);
  const variant = pickVariant(kind, seed, variants);
  switch (kind) {
    case 'limit': {
      const d = limitDrill(seed, variant);
      return { step: () => d };
    }
    case 'winnable':
      return winnableDrill(seed, variant);
    case 'only-move':
      return onlyMoveDrill(seed, variant);
  }
}
