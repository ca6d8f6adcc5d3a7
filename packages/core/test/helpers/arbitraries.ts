/** fast-check arbitraries: any valid RulesSpec, deal numbers, games reached by random play. */
import fc from 'fast-check';
import {
  applyMove,
  BUILD_DIRECTIONS,
  BUILD_POLICIES,
  CELL_ENTRY_RULES,
  CELL_STAY_RULES,
  deal,
  DEAL_KINDS,
  EMPTY_COLUMN_POLICIES,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  formatMoves,
  legalMoves,
  MS_DEAL_MAX,
  RANDOM_DEAL_MAX,
  rulesSpecProblem,
  SEQUENCE_MOVE_RULES,
  unwrap,
  type Move,
  type Position,
  type RulesSpec,
} from '../../src/index.ts';

export interface RulesBounds {
  minColumns?: number;
  maxColumns?: number;
  maxCells?: number;
  minRank?: number;
  maxRank?: number;
}

/** Any valid combination of the knobs of rules-spec.ts (house rules included). */
export function rulesArb(bounds: RulesBounds = {}): fc.Arbitrary<RulesSpec> {
  return fc
    .record({
      columns: fc.integer({ min: bounds.minColumns ?? 4, max: bounds.maxColumns ?? 10 }),
      cells: fc.integer({ min: 0, max: bounds.maxCells ?? 8 }),
      maxRank: fc.integer({ min: bounds.minRank ?? 1, max: bounds.maxRank ?? 13 }),
      foundationDirection: fc.constantFrom(...FOUNDATION_DIRECTIONS),
      foundationBase: fc.constantFrom(...FOUNDATION_BASES),
      buildDirection: fc.constantFrom(...BUILD_DIRECTIONS),
      buildPolicy: fc.constantFrom(...BUILD_POLICIES),
      emptyColumns: fc.constantFrom(...EMPTY_COLUMN_POLICIES),
      sequenceMove: fc.constantFrom(...SEQUENCE_MOVE_RULES),
      cellEntry: fc.constantFrom(...CELL_ENTRY_RULES),
      cellStay: fc.constantFrom(...CELL_STAY_RULES),
      foundationsRemovable: fc.boolean(),
      deal: fc.constantFrom(...DEAL_KINDS),
    })
    .chain((r) =>
      fc.integer({ min: 0, max: r.cells }).map((prefilledCells): RulesSpec => ({ ...r, prefilledCells })),
    )
    .filter((r) => rulesSpecProblem(r) === null);
}

/** A deal number valid for the rules' deal kind, extended Microsoft numbers included. */
export function dealNumberArb(kind: RulesSpec['deal']): fc.Arbitrary<number> {
  const max = kind === 'random' ? RANDOM_DEAL_MAX : MS_DEAL_MAX;
  return fc.oneof(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 1, max: max }));
}

export interface Game {
  readonly rules: RulesSpec;
  readonly dealNumber: number;
  readonly start: Position;
  /** Every position of the game, start first. */
  readonly positions: readonly Position[];
  readonly moves: readonly Move[];
}

/** Plays `choices` from the deal: at step i the legal move choices[i] mod the number of moves (stops when none is left). */
export function playChoices(
  start: Position,
  choices: readonly number[],
): { positions: Position[]; moves: Move[] } {
  const positions = [start];
  const moves: Move[] = [];
  let p = start;
  for (const c of choices) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    // Favour moves home a little: odd choices take a foundation move when there is one.
    const home = legal.filter((m) => m.to.kind === 'foundation');
    const pool = c % 3 === 0 && home.length > 0 ? home : legal;
    const m = pool[Math.floor(c / 3) % pool.length] as Move;
    p = applyMove(p, m);
    moves.push(m);
    positions.push(p);
  }
  return { positions, moves };
}

/** A game: random valid rules, a deal, and a random line of play from it. */
export function gameArb(
  options: { rules?: fc.Arbitrary<RulesSpec>; maxMoves?: number } = {},
): fc.Arbitrary<Game> {
  return (options.rules ?? rulesArb()).chain((rules) =>
    fc
      .record({
        dealNumber: dealNumberArb(rules.deal),
        choices: fc.array(fc.nat(), {
          minLength: Math.floor((options.maxMoves ?? 60) / 2),
          maxLength: options.maxMoves ?? 60,
        }),
      })
      .map(({ dealNumber, choices }): Game => {
        const start = unwrap(deal(rules, dealNumber));
        const game: Game = { rules, dealNumber, start, ...playChoices(start, choices) };
        // How a failing game is printed: enough to replay it by hand.
        return Object.assign(game, {
          [fc.toStringMethod]: () =>
            `rules ${JSON.stringify(rules)}, deal ${dealNumber}, moves: ${formatMoves(start, game.moves).replace(/\n/g, ' ')}`,
        });
      }),
  );
}
