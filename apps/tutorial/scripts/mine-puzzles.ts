/**
 * The puzzle miner: FreeCell puzzles from real deals (README "Puzzles: the data"). For each seed
 * variant it walks the winnable deals of the deal atlas in order, plays the solver's winning line of
 * each, and looks along the line for positions of each theme; every puzzle kept is settled by the
 * solver (judge.ts) exactly as the tests settle it again. Deterministic: budgets of positions, no
 * clock, deals in order, so the same inputs give the same files.
 *
 *   node scripts/run-ts.mjs scripts/mine-puzzles.ts [--per-variant N] [--out static/puzzles]
 *
 * (run from apps/tutorial; `pnpm --filter @cascade/tutorial mine-puzzles` does the same).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseVariantAtlas } from '@cascade/atlas/reader';
import {
  applyMove,
  deal as dealPosition,
  formatCard,
  formatLayout,
  formatMove,
  foundationAccepts,
  foundationIndexOf,
  legalMoves,
  orderBase,
  Position,
  rankOf,
  suitOf,
  type Card,
  type Move,
  type RulesSpec,
} from '@cascade/core';
import { Solver } from '@cascade/solver';
import { encodeHouseRules, getVariant, type VariantId } from '@cascade/variants';
import { cardsLeft } from '../src/lib/game/steps.ts';
import {
  judgePlay,
  judgeVerdict,
  notate,
  puzzleGoal,
  shortest,
  symmetricKey,
  type PlayJudgement,
} from '../src/lib/game/puzzles/judge.ts';
import { ONLY_MOVE_MAX } from '../src/lib/game/puzzles/check.ts';
import { firstRating } from '../src/lib/puzzles/first-rating.ts';
import { puzzleId } from '../src/lib/puzzles/ids.ts';
import {
  parsePuzzleFile,
  PUZZLE_FILE_FORMAT,
  SEED_VARIANTS,
  type PuzzleFile,
  type SeedVariant,
} from '../src/lib/puzzles/data.ts';
import { PUZZLE_THEMES, type Puzzle, type PuzzleGoal, type PuzzleTheme } from '../src/lib/puzzles/types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ATLAS_DIR = resolve(here, '../../web/static/atlas');

/** Positions the solver may store to find a deal's winning line (the line puzzles are taken along). */
const LINE_MAX_STATES = 1_000_000;
/** Positions each judging search may keep while mining (the tests use judge.ts's larger default). */
const MINE_MAX_STATES = 1_500;
/**
 * Positions a puzzle may take to settle, every search together: the tests settle every puzzle again
 * on one core in CI, so only puzzles that settle quickly are kept.
 */
const MAX_EFFORT = 1_500;
/** A proof that a move loses, while mining. */
const LOST_MAX_STATES = 20_000;

interface Options {
  perVariant: number;
  maxDeals: number;
  variants: SeedVariant[];
  /** Mine only these themes, keeping the file's puzzles of the others. */
  themes?: PuzzleTheme[];
  out: string;
}

function readOptions(args: readonly string[]): Options {
  const o: Options = {
    perVariant: 420,
    maxDeals: 400,
    variants: [...SEED_VARIANTS],
    out: resolve(here, '../static/puzzles'),
  };
  const { values } = parseArgs({
    args: [...args],
    options: {
      'per-variant': { type: 'string' },
      'max-deals': { type: 'string' },
      variants: { type: 'string' },
      out: { type: 'string' },
      themes: { type: 'string' },
    },
  });
  if (values['per-variant'] !== undefined) o.perVariant = Number(values['per-variant']);
  if (values['max-deals'] !== undefined) o.maxDeals = Number(values['max-deals']);
  if (values.variants !== undefined) o.variants = values.variants.split(',') as SeedVariant[];
  if (values.out !== undefined) o.out = resolve(values.out);
  if (values.themes !== undefined) o.themes = values.themes.split(',') as PuzzleTheme[];
  return o;
}

/** The card of a line position's foundation-order rank `k` (1 the base) in suit s, for digging. */
function baseCards(pos: Position): Card[] {
  // Cards of each suit not yet home whose rank is the next or the one after on its foundation.
  const out: Card[] = [];
  for (const col of pos.columns)
    for (const c of col) {
      const s = suitOf(c);
      const home = pos.foundations[s] ?? 0;
      if (home >= 2) continue;
      // The card's place on its foundation (1-based), in core's foundation order.
      const k = foundationIndexOf(pos.rules, orderBase(pos.rules, pos.base), rankOf(c)) + 1;
      if (k <= 2 && k > home) out.push(c);
    }
  return out;
}

/** Cards above `card` in its column (0 when it is on top or not in a column). */
function coveredBy(pos: Position, card: Card): number {
  for (const col of pos.columns) {
    const i = col.indexOf(card);
    if (i >= 0) return col.length - 1 - i;
  }
  return 0;
}

const countOf = (m: string): number => {
  const v = /v([0-9a-f]+)$/.exec(m);
  return v ? parseInt(v[1] as string, 16) : 1;
};

interface Found {
  readonly puzzle: Puzzle;
}

class Miner {
  readonly puzzles: Puzzle[] = [];
  readonly ids = new Set<string>();

  readonly variant: VariantId;

  constructor(variant: VariantId) {
    this.variant = variant;
  }

  readonly count = new Map<PuzzleTheme, number>();
  readonly #dealThemes = new Map<string, number[]>();

  add(p: Puzzle): void {
    if (this.ids.has(p.id)) return;
    const main = p.themes[0] as PuzzleTheme;
    this.ids.add(p.id);
    this.puzzles.push(p);
    this.count.set(main, (this.count.get(main) ?? 0) + 1);
    const key = `${p.source.deal}/${main}`;
    this.#dealThemes.set(key, [...(this.#dealThemes.get(key) ?? []), p.source.ply]);
  }

  /**
   * Whether this deal has given the theme enough (PER_DEAL puzzles, or one within PLY_GAP moves of
   * `ply`): the set spreads over deals and over each deal's line.
   */
  dealHas(deal: number, theme: PuzzleTheme, ply: number): boolean {
    const plies = this.#dealThemes.get(`${deal}/${theme}`) ?? [];
    return plies.length >= PER_DEAL || plies.some((x) => Math.abs(x - ply) < PLY_GAP);
  }

  readonly time = new Map<string, number>();

  /** Verdict puzzles kept whose answer is `winnable`. */
  verdicts(winnable: boolean): number {
    return this.puzzles.filter((p) => p.task.kind === 'verdict' && p.task.winnable === winnable).length;
  }

  play(
    deal: number,
    ply: number,
    pos: Position,
    goal: PuzzleGoal,
    theme: PuzzleTheme,
    variant: string,
    accept: (j: PlayJudgement) => boolean,
    extraThemes: (j: PlayJudgement) => PuzzleTheme[] = () => [],
  ): Found | null {
    const g = puzzleGoal(goal);
    if (!g.ok) return null;
    const t0 = performance.now();
    const j = judgePlay(pos, g.value, MINE_MAX_STATES, MAX_EFFORT);
    this.time.set(theme, (this.time.get(theme) ?? 0) + performance.now() - t0);
    if (!j.ok || !accept(j.value)) return null;
    const v = j.value;
    const themes = [theme, ...extraThemes(v).filter((t) => t !== theme)];
    const puzzle: Puzzle = {
      id: puzzleId({ variant: this.variant, deal, ply }, theme),
      variant,
      source: { variant: this.variant, deal, ply },
      board: formatLayout(pos),
      themes,
      task: { kind: 'play', goal, par: v.par, firstMoves: v.firstMoves },
      solution: v.solution,
      rating: firstRating({
        effort: v.effort,
        par: v.par,
        cardsLeft: cardsLeft(pos),
        tempting: v.wrongMoves.length,
      }),
      effort: v.effort,
    };
    this.add(puzzle);
    return { puzzle };
  }
}

/** Themes every play puzzle may carry besides its main one. */
function sideThemes(j: PlayJudgement): PuzzleTheme[] {
  const out: PuzzleTheme[] = [];
  if (j.firstMoves.length > 0 && j.firstMoves.every((m) => countOf(m) > 1 || isRunMove(j, m)))
    out.push('supermove');
  return out;
}

/** Run moves onto a non-empty column carry no count: the judgement records their sizes (see runSizes). */
const runSizes = new WeakMap<PlayJudgement, Map<string, number>>();
const isRunMove = (j: PlayJudgement, m: string): boolean => (runSizes.get(j)?.get(m) ?? 1) > 1;

function recordRunSizes(pos: Position, j: PlayJudgement): PlayJudgement {
  const sizes = new Map<string, number>();
  for (const m of legalMoves(pos)) sizes.set(notate(pos, [m])[0] as string, m.count);
  runSizes.set(j, sizes);
  return j;
}

/** The same rules with `cells` free cells, as a house-rules string of @cascade/variants' encoder. */
function fewerCellsVariant(rules: RulesSpec, name: string, cells: number): { rules: RulesSpec; id: string } {
  const r: RulesSpec = { ...rules, cells, prefilledCells: Math.min(rules.prefilledCells, cells) };
  return { rules: r, id: encodeHouseRules({ name: `${name}, ${cells} cells`, rules: r }) };
}

/** The position under rules with fewer cells (its cell cards packed to the left), or null if they do not fit. */
function withCells(pos: Position, rules: RulesSpec): Position | null {
  const setup = pos.toSetup();
  const held = setup.cells.filter((c) => c !== null);
  if (held.length > rules.cells || setup.pendingCell !== null) return null;
  const cells = [...held, ...Array<null>(rules.cells - held.length).fill(null)];
  const p = Position.fromSetup({ ...setup, cells }, rules);
  return p.ok ? p.value : null;
}

/**
 * The most cards left for an endgame or fewer-cells puzzle of a challenge deal: with the Aces and
 * twos dealt first, its last 30-odd cards go home one move each (par = cards left), so its plans
 * come earlier: the latest PLAN_PLIES positions of the line that need more moves than cards left.
 */
const ENDGAME_LATE_CHALLENGE = 44;
const PLAN_PLIES = 4;
/** Tries a theme may take in one deal (each a judged position), so a deal costs a few seconds at most. */
const TRIES = 8;
/** What the only-move search found (printed with MINE_PROFILE). */
const STATS = { positions: 0, kept: 0, unknown: 0, loose: 0, lost: 0 };
/** Moves into a kept move's winning line whose cards home may be an only-move puzzle's goal. */
const ONLY_HOME_WITHIN = 6;
/** Goals tried for one only-move position. */
const ONLY_GOALS = 4;
/** How many risky moves off the line only-move positions are looked for, and how many at each depth. */
const RISKY_DEPTH = 4;
const RISKY_BEAM = 4;
/** Deals between two writes of a variant's file. */
const WRITE_EVERY = 20;
/** Puzzles of one theme a deal may give, at least PLY_GAP moves apart. */
const PER_DEAL = 2;
const PLY_GAP = 8;

/**
 * The legal moves (standard notation) after which the game stays winnable, where they are one or two
 * (up to where the piles stand) and at least two others lose it, each proven by the solver; else null.
 */
function keepingMoves(pos: Position): { keep: string[]; lines: Move[][] } | null {
  const verdicts = new Map<string, boolean>();
  const keep: string[] = [];
  const lines: Move[][] = [];
  let lose = 0;
  for (const mv of legalMoves(pos)) {
    const after = applyMove(pos, mv);
    const key = symmetricKey(after);
    let won = verdicts.get(key);
    if (won === undefined) {
      const r = new Solver(after, { mode: 'fast', maxStates: LOST_MAX_STATES }).step();
      if (!r || r.status === 'unknown') {
        STATS.unknown++;
        return null;
      }
      won = r.status === 'solved';
      verdicts.set(key, won);
      if (won && [...verdicts.values()].filter(Boolean).length > ONLY_MOVE_MAX) {
        STATS.loose++;
        return null;
      }
      if (r.status === 'solved') lines.push([mv, ...r.moves]);
    }
    if (won) keep.push(notate(pos, [mv])[0] as string);
    else lose++;
  }
  if (keep.length === 0) STATS.lost++;
  return keep.length > 0 && lose >= 2 ? { keep, lines } : null;
}

/**
 * Goals an only-move puzzle may be set with: a win where few cards are left; else the cards the
 * winning lines after the kept moves put home within their first ONLY_HOME_WITHIN moves (nearest
 * first), the next cards home under one to three cards, and an empty column.
 */
function onlyMoveGoals(pos: Position, lines: readonly Move[][]): PuzzleGoal[] {
  if (cardsLeft(pos) <= 20) return [{ kind: 'win' }];
  const goals: PuzzleGoal[] = [];
  const cards = new Set<string>();
  for (const line of lines) {
    let q = pos;
    for (const mv of line.slice(0, ONLY_HOME_WITHIN)) {
      if (mv.to.kind === 'foundation') {
        const top = mv.from.kind === 'column' ? q.columns[mv.from.index]?.at(-1) : q.cells[mv.from.index];
        if (typeof top === 'number') cards.add(formatCard(top));
      }
      q = applyMove(q, mv);
    }
  }
  for (const c of cards) goals.push({ kind: 'card-home', card: c });
  const next: Card[] = [];
  for (const col of pos.columns) for (const c of col) if (foundationAccepts(pos, c)) next.push(c);
  const covered = next.filter((c) => coveredBy(pos, c) >= 1 && coveredBy(pos, c) <= 3);
  for (const c of covered.sort((a, b) => coveredBy(pos, a) - coveredBy(pos, b)).slice(0, 2))
    if (!cards.has(formatCard(c))) goals.push({ kind: 'card-home', card: formatCard(c) });
  if (pos.columns.every((c) => c.length > 0)) goals.push({ kind: 'empty-column' });
  return goals.slice(0, ONLY_GOALS);
}

function mineDeal(
  m: Miner,
  dealNo: number,
  rules: RulesSpec,
  name: string,
  cap: number,
  themes: readonly PuzzleTheme[],
): void {
  const start = dealPosition(rules, dealNo);
  if (!start.ok) return;
  const r = new Solver(start.value, { mode: 'fast', maxStates: LINE_MAX_STATES }).step();
  if (!r || r.status !== 'solved') return;
  const line: Position[] = [start.value];
  for (const mv of r.moves) line.push(applyMove(line[line.length - 1] as Position, mv));
  const tries = new Map<PuzzleTheme, number>();
  let here = 0;
  const room = (t: PuzzleTheme) =>
    themes.includes(t) &&
    (m.count.get(t) ?? 0) < cap &&
    (tries.get(t) ?? 0) < TRIES &&
    !m.dealHas(dealNo, t, here);
  const tried = (t: PuzzleTheme) => tries.set(t, (tries.get(t) ?? 0) + 1);
  const v = m.variant;
  const challenge = rules.deal === 'challenge';
  const endgameMost = challenge ? ENDGAME_LATE_CHALLENGE : 20;
  // A challenge deal's late positions whose fewest moves to the win exceed its cards left (a plan is
  // needed), the latest PLAN_PLIES of them, found from the end of the line back while the search
  // settles within MINE_MAX_STATES.
  const plans = new Set<number>();
  if (challenge)
    for (let ply = line.length - 1; ply >= 0 && plans.size < PLAN_PLIES; ply--) {
      const pos = line[ply] as Position;
      if (cardsLeft(pos) > ENDGAME_LATE_CHALLENGE) break;
      const s = shortest(pos, { kind: 'win' }, MINE_MAX_STATES);
      if (!s.ok) break;
      if ((s.value.moves?.length ?? 0) > cardsLeft(pos)) plans.add(ply);
    }
  const planning = (ply: number) => !challenge || plans.has(ply);

  for (let ply = 0; ply < line.length; ply++) {
    const pos = line[ply] as Position;
    here = ply;
    const left = cardsLeft(pos);
    const next: Move | undefined = r.moves[ply];

    // Dig: an Ace or a 2 (the first two cards of its foundation) under two or more cards.
    if (room('dig') && left >= 30) {
      const c = baseCards(pos).find((card) => coveredBy(pos, card) >= 2 && coveredBy(pos, card) <= 3);
      if (c !== undefined) {
        tried('dig');
        m.play(
          dealNo,
          ply,
          pos,
          { kind: 'card-home', card: formatCard(c) },
          'dig',
          v,
          (j) => j.par >= 3 && j.par <= 5 && j.wrongMoves.length >= 2,
        );
      }
    }

    // Empty column: none empty now, one can be emptied in 2–4 moves.
    if (room('empty-column') && left >= 12 && left <= 44 && pos.columns.every((c) => c.length > 0)) {
      const shortestCol = Math.min(...pos.columns.map((c) => c.length));
      if (shortestCol >= 2 && shortestCol <= 4) {
        tried('empty-column');
        m.play(
          dealNo,
          ply,
          pos,
          { kind: 'empty-column' },
          'empty-column',
          v,
          (j) => j.par >= 2 && j.par <= 5 && j.wrongMoves.length >= 3,
          sideThemes,
        );
      }
    }

    // Supermove: the line moves a run as one unit here; a play puzzle whose every first move is a run.
    const noEmpty = pos.columns.every((c) => c.length > 0);
    if (room('supermove') && next && next.count >= 2 && (left <= 20 || noEmpty)) {
      tried('supermove');
      const goal: PuzzleGoal = left <= 20 ? { kind: 'win' } : { kind: 'empty-column' };
      m.play(
        dealNo,
        ply,
        pos,
        goal,
        'supermove',
        v,
        (j) => {
          recordRunSizes(pos, j);
          return (
            j.par <= 20 &&
            j.firstMoves.length > 0 &&
            j.firstMoves.every((x) => isRunMove(j, x) || countOf(x) > 1)
          );
        },
        sideThemes,
      );
    }

    // Endgame: win from here with 7–20 cards left (up to ENDGAME_LATE_CHALLENGE in a challenge deal,
    // whose late game is the foundations fed card by card), more moves than cards (some need planning).
    if (room('endgame') && left >= 7 && left <= endgameMost && planning(ply)) {
      tried('endgame');
      m.play(
        dealNo,
        ply,
        pos,
        { kind: 'win' },
        'endgame',
        v,
        (j) => {
          recordRunSizes(pos, j);
          return j.par >= left + 1 && j.par <= Math.max(24, left + 6) && j.wrongMoves.length >= 2;
        },
        sideThemes,
      );
    }

    // Only move: one move (or two, each proven) keeps the game winnable, every other legal move loses
    // it (the solver's proof for each). Late in a deal a solver's line seldom passes such a point, so
    // the positions one risky move off the line (to a free cell or an empty column) are tried too
    // (ply + 1 moves into the deal). The task: win, where few cards are left; else the next card
    // home or an empty column, kept only where the moves that keep it within the par are exactly
    // the moves that keep the game.
    if (room('only-move') && left >= 12 && left <= 46 && ply % 2 === 0) {
      const risky = (q: Position) =>
        legalMoves(q).filter(
          (mv) => mv.to.kind === 'cell' || (mv.to.kind === 'column' && q.columns[mv.to.index]?.length === 0),
        );
      // Up to RISKY_DEPTH risky moves deep as well, keeping at each depth the RISKY_BEAM positions
      // with the fewest legal moves and no card that must leave its cell (the cells fill, and moves
      // start to lose).
      // (Under one or two free cells fewer as well, it found no more: FreeCell's moves are loose.)
      const starts: [Position, string][] = [[pos, v]];
      const candidates: (readonly [number, Position, string])[] = [];
      for (const [p0, rulesId] of starts) {
        candidates.push([ply, p0, rulesId]);
        let frontier: Position[] = [p0];
        for (let depth = 1; depth <= RISKY_DEPTH; depth++) {
          const children = new Map<string, Position>();
          for (const q of frontier)
            for (const mv of risky(q)) {
              const c = applyMove(q, mv);
              children.set(symmetricKey(c), c);
            }
          frontier = [...children.values()]
            .filter((c) => c.toSetup().pendingCell === null)
            .map((c) => [legalMoves(c).length, c] as const)
            .sort((a, b) => a[0] - b[0])
            .slice(0, RISKY_BEAM)
            .map(([, c]) => c);
          for (const c of frontier) candidates.push([ply + depth, c, rulesId]);
        }
      }
      const seen = new Set<string>();
      for (const [at, p, rulesId] of candidates) {
        if (!room('only-move')) break;
        const key = `${rulesId} ${symmetricKey(p)}`;
        if (seen.has(key) || m.ids.has(puzzleId({ variant: v, deal: dealNo, ply: at }, 'only-move')))
          continue;
        seen.add(key);
        const found = keepingMoves(p);
        STATS.positions++;
        if (!found) continue;
        STATS.kept++;
        const keep = found.keep;
        for (const goal of onlyMoveGoals(p, found.lines)) {
          tried('only-move');
          const f = m.play(
            dealNo,
            at,
            p,
            goal,
            'only-move',
            rulesId,
            (j) => {
              recordRunSizes(p, j);
              return (
                j.firstMoves.length === keep.length &&
                j.firstMoves.every((x) => keep.includes(x)) &&
                j.wrongMoves.length >= 2
              );
            },
            (j) => [...sideThemes(j), ...(rulesId === v ? [] : (['fewer-cells'] as const))],
          );
          if (f) break;
        }
      }
    }

    // Won or lost? (the `lost` theme, a verdict): a move off the line after which the solver proves
    // the game lost with moves still open, or, as often, a risky move off the line (into a free cell)
    // after which it can still be won (the solver's line, replayed): the learner must tell which, so
    // both answers come as often (only the one there are fewer of is looked for).
    if (room('lost') && left >= 8 && left <= 48 && (tries.get('lost') ?? 0) < 3 * TRIES) {
      tried('lost');
      // The answer there are fewer of (either when as many): never more of one than one over the other.
      const won = m.verdicts(true);
      const lost = m.verdicts(false);
      for (const winnable of won < lost ? [true] : won > lost ? [false] : [false, true]) {
        const found = legalMoves(pos).some((mv) => {
          if (winnable && (mv.to.kind !== 'cell' || (next && formatMove(next, pos) === formatMove(mv, pos))))
            return false;
          const after = applyMove(pos, mv);
          if (legalMoves(after).length < 2) return false;
          const quick = judgeVerdict(after, LOST_MAX_STATES);
          if (!quick.ok || quick.value.winnable !== winnable) return false;
          // Settled again as the tests settle it (the effort can differ with the budget).
          const j = judgeVerdict(after);
          if (!j.ok || j.value.winnable !== winnable) return false;
          const source = { variant: v, deal: dealNo, ply: ply + 1 };
          m.add({
            id: puzzleId(source, 'lost'),
            variant: v,
            source,
            board: formatLayout(after),
            themes: ['lost'],
            task: { kind: 'verdict', winnable, movesLeft: j.value.movesLeft },
            solution: j.value.solution,
            rating: firstRating({
              effort: j.value.effort,
              par: 0,
              cardsLeft: cardsLeft(after),
              tempting: j.value.movesLeft,
            }),
            effort: j.value.effort,
          });
          return true;
        });
        if (found) break;
      }
    }

    // Fewer cells: the late part of the deal with one or two cells fewer, still won.
    if (room('fewer-cells') && left >= 7 && left <= endgameMost && rules.cells >= 2 && planning(ply)) {
      for (const cells of [rules.cells - 2, rules.cells - 1]) {
        const fc = fewerCellsVariant(rules, name, cells);
        const p = withCells(pos, fc.rules);
        if (!p) continue;
        tried('fewer-cells');
        const f = m.play(
          dealNo,
          ply,
          p,
          { kind: 'win' },
          'fewer-cells',
          fc.id,
          (j) => {
            recordRunSizes(p, j);
            return j.par >= left + 1 && j.par <= Math.max(24, left + 6) && j.wrongMoves.length >= 2;
          },
          sideThemes,
        );
        if (f) break;
      }
    }
  }
}

/** A file's puzzles (the miner's own output: it must read whole). */
function readPuzzles(path: string): Puzzle[] {
  const r = parsePuzzleFile(JSON.parse(readFileSync(path, 'utf8')));
  if (!r.ok) throw new Error(`${path}: ${r.error.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return [...r.value];
}

export function main(args: readonly string[]): number {
  const o = readOptions(args);
  mkdirSync(o.out, { recursive: true });
  for (const id of o.variants) {
    const variant = getVariant(id);
    const atlas = parseVariantAtlas(JSON.parse(readFileSync(join(ATLAS_DIR, `${id}.json`), 'utf8')));
    if (!atlas.ok) throw new Error(`${id}: ${atlas.error}`);
    const m = new Miner(id);
    const t0 = performance.now();
    let deals = 0;
    // Written every WRITE_EVERY deals as well: a run cut short leaves the file of its first deals,
    // the same file `--max-deals <deals>` makes.
    const themes = o.themes ?? PUZZLE_THEMES;
    const path = join(o.out, `${id}.json`);
    // With --themes, the file's puzzles of the other themes stay as they are.
    const kept =
      o.themes && existsSync(path)
        ? readPuzzles(path).filter((p) => !themes.includes(p.themes[0] as PuzzleTheme))
        : [];
    const write = (walked: number) => {
      const puzzles = [...kept, ...m.puzzles].sort(
        (a, b) => a.source.deal - b.source.deal || a.source.ply - b.source.ply || (a.id < b.id ? -1 : 1),
      );
      const file: PuzzleFile = { format: PUZZLE_FILE_FORMAT, variant: id, deals: walked, puzzles };
      writeFileSync(path, `${JSON.stringify(file)}\n`);
    };
    for (let n = 1; m.puzzles.length < o.perVariant && deals < o.maxDeals; n++) {
      if (atlas.value.isWinnable(n) !== true) continue;
      const t1 = performance.now();
      mineDeal(m, n, variant.rules, variant.name, Math.ceil(o.perVariant / 5), themes);
      if (globalThis.process.env['MINE_PROFILE'])
        console.log(
          `deal ${n}: ${Math.round(performance.now() - t1)} ms, ${m.puzzles.length} puzzles; ${[...m.time].map(([t, ms]) => `${t} ${Math.round(ms)}`).join(', ')}`,
        );
      deals++;
      if (deals % WRITE_EVERY === 0) write(deals);
    }
    write(deals);
    const counts = new Map<string, number>();
    for (const p of m.puzzles)
      counts.set(p.themes[0] as string, (counts.get(p.themes[0] as string) ?? 0) + 1);
    if (globalThis.process.env['MINE_PROFILE'])
      console.log(`only-move: ${STATS.kept} of ${STATS.positions} positions kept`, STATS);
    if (globalThis.process.env['MINE_PROFILE'])
      console.log([...m.time].map(([t, ms]) => `${t} ${Math.round(ms)} ms`).join(', '));
    console.log(
      `${id}: ${m.puzzles.length} puzzles from ${deals} deals in ${Math.round(performance.now() - t0)} ms (${[...counts].map(([t, c]) => `${t} ${c}`).join(', ')})`,
    );
  }
  return 0;
}
