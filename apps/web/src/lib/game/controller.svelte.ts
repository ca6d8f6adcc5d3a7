/**
 * The game controller: the one module of the app that asks the rules engine anything. It owns the
 * Position, the history (unlimited undo and redo, autoplay moves recorded), the clock, saving, the
 * statistics and the conversation with the engine worker, and exposes read-only derived state for
 * the board: a plain layout snapshot and the legal targets. Components emit intents; this decides.
 */
import {
  applyMove,
  canBuildOn,
  cardName,
  cardOf,
  cardSymbol,
  columnDealSizes,
  deal as dealPosition,
  formatLayout,
  foundationRankAt,
  gameStatus,
  legalMoves,
  maxDealNumber,
  maxRunMove,
  moveError,
  nextAutoplayMove,
  pileKey,
  Position as PositionClass,
  rankOf,
  RANK_LETTERS,
  suitOf,
  topCard,
  type Card,
  type Move,
  type Position,
  type RulesSpec,
} from '@cascade/core';
import {
  boardLayout,
  cardView,
  liftedCards,
  moveFromKeys,
  pileFromKey,
  pileLabel,
  targetsOf,
} from '@cascade/play/board';
import { SupersededError } from '@cascade/play/engine';
import { bestMoveFrom, moveToExplain } from '@cascade/play/intents';
import type { KeyValueStore } from '@cascade/play/storage';
import type {
  BoardLayout,
  CardView,
  CountMode,
  Highlight,
  LastMove,
  LegalTargets,
  PileKey,
  Selection,
} from '@cascade/ui';
import { getVariant, resolveVariant, type Variant } from '@cascade/variants';
import { moveErrorText, sentence } from '@cascade/words';
import type { Analysis, Engine, GameSnapshot } from './engine/protocol.ts';
import {
  checkSavedShape,
  loadSavedGame,
  saveGame,
  SAVED_GAME_VERSION,
  setAsideGame,
  type SavedGame,
  type SavedMove,
} from './saved.ts';
import { loadStats, recordAbandon, recordStart, recordWin, updateStats, type VariantStats } from './stats.ts';

// ---- opening a game from a link ------------------------------------------------------------------

export type OpenResult =
  | { readonly ok: true; readonly variant: Variant; readonly deal: number }
  | { readonly ok: false; readonly error: string };

/** Reads `/play/ID/N`: the variant (catalogue id, alias or house-rules string) and the deal number. */
export function openGame(variantText: string, dealText: string): OpenResult {
  const v = resolveVariant(variantText);
  if (!v.ok) return { ok: false, error: v.error.message };
  const variant = v.value;
  if (!/^[0-9]{1,12}$/.test(dealText)) {
    return {
      ok: false,
      error: `"${dealText.slice(0, 24)}" is not a deal number: use a whole number such as 617`,
    };
  }
  const n = Number(dealText);
  const max = maxDealNumber(variant.rules);
  if (n < 1 || n > max)
    return {
      ok: false,
      error: `deal numbers for ${variant.name} run from 1 to ${max}; ${n} is out of range`,
    };
  return { ok: true, variant, deal: n };
}

/** A random deal number in the classic range. */
export function randomDeal(variant: Variant, random: () => number = Math.random): number {
  const max = Math.min(maxDealNumber(variant.rules), 1_000_000);
  return 1 + Math.floor(random() * max);
}

// ---- board snapshots (@cascade/play/board) -------------------------------------------------------

/** Every legal move, as the board wants it: source pile → destinations with counts. */
const legalTargetsOf = (pos: Position): LegalTargets => targetsOf(legalMoves(pos));

const uncapital = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** "7 of hearts", "Queen of spades and 2 more cards": the cards a move lifts, as people say them. */
function spokenCards(pos: Position, m: Move): string {
  const c = liftedCards(pos, m)[0];
  const what = c === undefined ? 'A card' : cardName(c);
  return `${what}${m.count > 1 ? ` and ${m.count - 1} more card${m.count > 2 ? 's' : ''}` : ''}`;
}

/** "7 of hearts to column 5", "Queen of spades and 2 more cards to free cell 1". */
const spokenMove = (pos: Position, m: Move): string => `${spokenCards(pos, m)} to ${pileLabel(m.to)}`;

/** "column 3, column 5 or a free cell": where the moves go, each pile once, free cells together. */
function spokenDestinations(moves: readonly Move[]): string {
  const places: string[] = [];
  const cells = moves.filter((m) => m.to.kind === 'cell');
  for (const m of moves) {
    if (m.to.kind === 'cell') continue;
    const label = pileLabel(m.to);
    if (!places.includes(label)) places.push(label);
  }
  if (cells.length === 1 && cells[0]) places.push(pileLabel(cells[0].to));
  else if (cells.length > 1) places.push('a free cell');
  return places.length <= 1
    ? (places[0] ?? '')
    : `${places.slice(0, -1).join(', ')} or ${places[places.length - 1] ?? ''}`;
}

// ---- rules illustrations (data for the rules pages, computed by the engine) ----------------------

/** The deal's shape: cards per column, cells (and how many start filled), each foundation's first card. */
export interface LayoutSketch {
  readonly columns: readonly number[];
  readonly cells: number;
  readonly prefilled: number;
  /** "A", "K", or "?" when the first card played sets it. */
  readonly foundationStart: string;
}

/** A legal run in the columns and a refused move, with the engine's reason. */
export interface BuildSketch {
  /** Bottom card first. */
  readonly run: readonly CardView[];
  readonly refused: { readonly card: CardView; readonly onto: CardView; readonly why: string } | null;
}

/** The first cards of a foundation and its last one. */
export interface FoundationSketch {
  readonly cards: readonly CardView[];
  readonly last: CardView;
}

/** The run limit at work on a sample position: what maxRunMove allows onto a card and into an empty column. */
export interface RunLimitSketch {
  readonly cells: number;
  /** Free cells empty in the sample position. */
  readonly emptyCells: number;
  readonly columns: number;
  readonly emptyColumns: number;
  readonly ontoCard: number;
  /** Null when an empty column takes no run (empty columns take nothing). */
  readonly intoEmpty: number | null;
  /** The formula with the sample's numbers: "(2 + 1) × 2^1 = 6". */
  readonly ontoFormula: string;
  readonly intoEmptyFormula: string | null;
}

export interface RulesIllustration {
  readonly layout: LayoutSketch;
  readonly build: BuildSketch | null;
  readonly foundation: FoundationSketch;
  readonly runLimit: RunLimitSketch | null;
}

const SUIT_ORDER = [2, 0, 1, 3] as const; // hearts, clubs, diamonds, spades: a red card first

/** A position holding every card: `columns` as given (bottom first), the rest filling the last columns. */
function samplePosition(
  rules: RulesSpec,
  fixed: readonly (readonly Card[])[],
  cells: readonly (Card | null)[],
  emptyColumns: number,
): Position | null {
  const used = new Set<Card>([...fixed.flat(), ...cells.filter((c): c is Card => c !== null)]);
  const rest: Card[] = [];
  for (let c = 0; c < rules.maxRank * 4; c++) if (!used.has(c)) rest.push(c);
  const fillers = rules.columns - fixed.length - emptyColumns;
  if (fillers < 1 && rest.length > 0) return null;
  const columns: Card[][] = fixed.map((col) => [...col]);
  for (let i = 0; i < fillers; i++) columns.push([]);
  rest.forEach((c, i) => columns[fixed.length + (i % fillers)]?.push(c));
  for (let i = 0; i < emptyColumns; i++) columns.push([]);
  const r = PositionClass.fromSetup(
    { columns, cells, foundationTops: [0, 0, 0, 0], base: null, pendingCell: null },
    rules,
  );
  return r.ok ? r.value : null;
}

function buildSketch(rules: RulesSpec): BuildSketch | null {
  if (rules.maxRank < 4) return null;
  const down = rules.buildDirection === 'down';
  const step = down ? -1 : 1;
  const run: Card[] = [cardOf(down ? 9 : 6, 3)];
  while (run.length < 3) {
    const onto = run[run.length - 1] as Card;
    const next = SUIT_ORDER.map((suit) => cardOf(rankOf(onto) + step, suit)).find(
      (c) => canBuildOn(rules, c, onto) && (rules.buildPolicy !== 'any-suit' || suitOf(c) !== suitOf(onto)),
    );
    if (next === undefined) return null;
    run.push(next);
  }
  const top = run[2] as Card;
  // A card of the right rank the suit rule refuses; with any suit, one of the wrong rank.
  const wrongSuit = SUIT_ORDER.map((suit) => cardOf(rankOf(top) + step, suit)).find(
    (c) => !canBuildOn(rules, c, top),
  );
  const bad = wrongSuit ?? cardOf(rankOf(top) + 2 * step, 2);
  let refused: BuildSketch['refused'] = null;
  const pos = samplePosition(rules, [run, [bad]], [], 0);
  if (pos) {
    const e = moveError(pos, {
      from: { kind: 'column', index: 1 },
      to: { kind: 'column', index: 0 },
      count: 1,
    });
    if (e) refused = { card: cardView(bad), onto: cardView(top), why: moveErrorText(e) };
  }
  return { run: run.map(cardView), refused };
}

function runLimitSketch(rules: RulesSpec): RunLimitSketch | null {
  if (rules.sequenceMove === 'one-card' || rules.sequenceMove === 'unlimited') return null;
  const emptyCells = Math.min(rules.cells, 2);
  const filled = rules.cells - emptyCells;
  const emptyColumns = rules.columns >= 3 ? 1 : 0;
  // Fill the cells that are not meant to be empty with low cards (they are not on a foundation).
  const cells: (Card | null)[] = Array.from({ length: rules.cells }, (_, i) =>
    i < filled ? cardOf(13 - Math.floor(i / 4), i % 4) : null,
  );
  const pos = samplePosition(rules, [], cells, emptyColumns);
  if (!pos) return null;
  const onto = maxRunMove(pos, false);
  const canEnter = rules.emptyColumns !== 'none' && emptyColumns > 0;
  const into = canEnter ? maxRunMove(pos, true) : null;
  const doubled = rules.sequenceMove === 'standard' && rules.emptyColumns !== 'none';
  const formula = (empties: number, total: number) =>
    doubled ? `(${emptyCells} + 1) × 2^${empties} = ${total}` : `${emptyCells} + 1 = ${total}`;
  return {
    cells: rules.cells,
    emptyCells,
    columns: rules.columns,
    emptyColumns,
    ontoCard: onto,
    intoEmpty: into,
    ontoFormula: formula(emptyColumns, onto),
    intoEmptyFormula: into === null ? null : formula(Math.max(0, emptyColumns - 1), into),
  };
}

/** Illustrations of a rule set: the deal's shape, a legal build, a foundation, the run limit at work. */
export function rulesIllustration(rules: RulesSpec): RulesIllustration {
  const fixed = rules.foundationBase !== 'first-card';
  const base = rules.foundationBase === 'ace' ? 1 : rules.foundationBase === 'king' ? rules.maxRank : 5;
  const suit = 2; // hearts
  const at = (i: number) => cardView(cardOf(foundationRankAt(rules, base, i), suit));
  return {
    layout: {
      columns: columnDealSizes(rules),
      cells: rules.cells,
      prefilled: rules.prefilledCells,
      foundationStart: fixed ? (RANK_LETTERS[base - 1] ?? '?') : '?',
    },
    build: buildSketch(rules),
    foundation: {
      cards: [0, 1, 2].filter((i) => i < rules.maxRank).map(at),
      last: at(rules.maxRank - 1),
    },
    runLimit: runLimitSketch(rules),
  };
}

/** FreeCell's rules: what every other rule set is compared with. */
export const FREECELL = getVariant('freecell');

// ---- the controller --------------------------------------------------------------------------------

export interface HistoryEntry {
  readonly move: Move;
  /** Made by autoplay (undone together with the player's move before it). */
  readonly auto: boolean;
}

export type WinnabilityView =
  | { readonly status: 'checking' }
  | { readonly status: 'winnable'; readonly movesLeft: number }
  | { readonly status: 'lost'; readonly summary: string; readonly immediate: boolean }
  | { readonly status: 'won' }
  | { readonly status: 'unknown'; readonly summary: string };

export interface HintView {
  readonly move: Move;
  readonly sentence: string;
  readonly reason: string;
  readonly highlight: Highlight;
  /** Time from the press to the answer, ms. */
  readonly latencyMs: number;
}

export type SolutionView =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly moves: readonly Move[];
      readonly index: number;
      readonly playing: boolean;
    }
  | { readonly status: 'failed'; readonly message: string };

export interface Notice {
  readonly id: number;
  readonly kind: 'error' | 'info';
  readonly text: string;
}

export interface ControllerOptions {
  readonly variant: Variant;
  readonly deal: number;
  /** Where games and statistics are saved; null: nowhere. */
  readonly store?: KeyValueStore | null;
  /** The engine (a worker in the app); null: no hints, no winnability. */
  readonly engine?: Engine | null;
  /** Safe autoplay to the foundations. Default true. */
  readonly autoplay?: boolean;
  /** Milliseconds between solution moves when playing. Default 350. */
  readonly solutionDelayMs?: number;
  /** Restore the saved game of this deal if there is one. Default true. */
  readonly restore?: boolean;
  readonly now?: () => number;
}

export class GameController {
  readonly variant: Variant;
  readonly deal: number;
  readonly start: Position;

  /** Every move made, including those undone (the redo tail is after the cursor). */
  #entries = $state.raw<readonly HistoryEntry[]>([]);
  /** How many entries are applied. */
  #cursor = $state(0);
  /** positions[i]: the position after i entries (kept in step with #entries). */
  #positions: Position[];
  #version = $state(0);

  position = $state.raw<Position>(null as unknown as Position);
  selected = $state.raw<Selection | null>(null);
  lastMove = $state.raw<LastMove | null>(null);
  /** The moves of the latest action, each as the cards it moved (for the board's animation). */
  moved = $state.raw<readonly (readonly number[])[]>([]);
  notice = $state.raw<Notice | null>(null);
  /** The latest sentence for the live region. */
  announcement = $state('');
  winnability = $state.raw<WinnabilityView>({ status: 'checking' });
  hint = $state.raw<HintView | null>(null);
  hintBusy = $state(false);
  solution = $state.raw<SolutionView | null>(null);
  lastWinnableBusy = $state(false);
  autoplay = $state(true);
  /** Milliseconds between moves when a solution plays. */
  solutionDelayMs = $state(350);
  /** Statistics after the latest win (for the win screen). */
  stats = $state.raw<VariantStats | null>(null);
  /**
   * The solution player has played a move of this game: finished, it counts as played, not won (a
   * solver's win is not the player's, and its speed would set records no one could beat).
   */
  assisted = $state(false);

  readonly layout: BoardLayout = $derived(boardLayout(this.position));
  readonly legalTargets: LegalTargets = $derived(legalTargetsOf(this.position));
  readonly status = $derived(gameStatus(this.position));
  readonly moveCount = $derived(this.#cursor);
  readonly canUndo = $derived(this.#entries.slice(0, this.#cursor).some((e) => !e.auto));
  readonly canRedo = $derived(this.#cursor < this.#entries.length);
  readonly highlight: Highlight | null = $derived(this.hint?.highlight ?? null);

  readonly #store: KeyValueStore | null;
  readonly #engine: Engine | null;
  readonly #now: () => number;
  #startText: string;
  #elapsedBefore = 0;
  #activeSince: number | null = null;
  #counted = false;
  #won = false;
  #noticeId = 0;
  /** Sentences collected while a change runs (see #saying), else null. */
  #sentences: string[] | null = null;
  /** An announcement was made in this turn (until the next microtask). */
  #speaking = false;
  #analysis: { version: number; promise: Promise<Analysis | null> } | null = null;
  #solutionTimer: ReturnType<typeof setTimeout> | null = null;
  #disposed = false;

  constructor(options: ControllerOptions) {
    this.variant = options.variant;
    this.deal = options.deal;
    this.#store = options.store ?? null;
    this.#engine = options.engine ?? null;
    this.#now = options.now ?? (() => Date.now());
    this.solutionDelayMs = options.solutionDelayMs ?? 350;
    this.autoplay = options.autoplay ?? true;
    const start = dealPosition(this.variant.rules, this.deal);
    if (!start.ok) throw new Error(`cannot deal ${this.deal}: ${start.error.message}`);
    this.start = start.value;
    this.#startText = formatLayout(this.start, { full: true });
    this.#positions = [this.start];
    this.position = this.start;

    let restored = false;
    if (options.restore ?? true) restored = this.#restore();
    if (!restored) this.#runAutoplay();
    this.#afterChange({ save: !restored });
  }

  // ---- reading the state ------------------------------------------------------------------------

  /** Moves applied, in order. */
  get moves(): readonly Move[] {
    return this.#entries.slice(0, this.#cursor).map((e) => e.move);
  }

  get history(): readonly HistoryEntry[] {
    return this.#entries;
  }

  get cursor(): number {
    return this.#cursor;
  }

  /** Playing time so far, ms. */
  elapsed(now = this.#now()): number {
    return this.#elapsedBefore + (this.#activeSince === null ? 0 : Math.max(0, now - this.#activeSince));
  }

  get snapshot(): GameSnapshot {
    return { rules: this.variant.rules, start: this.#startText, moves: this.moves };
  }

  // ---- intents from the board ----------------------------------------------------------------------

  select(sel: Selection | null): void {
    this.selected = sel;
    if (!sel) return;
    if (this.solution?.status !== 'loading') this.#stopSolution();
    // Said for players who do not see the marked destinations.
    const from = pileFromKey(sel.pile);
    if (!from) return;
    const moves = legalMoves(this.position).filter(
      (m) =>
        m.from.kind === from.kind &&
        m.from.index === from.index &&
        (sel.mode !== 'exact' || m.count === sel.count),
    );
    // As the board draws it: the exact count, or the longest run that may move.
    const longest = moves.reduce((n, m) => Math.max(n, m.count), 1);
    const count = sel.mode === 'exact' ? sel.count : Math.max(sel.count, longest);
    const what = spokenCards(this.position, { from, to: from, count });
    const they = count > 1 ? 'they' : 'it';
    const whole = moves.filter((m) => m.count === count);
    const fewer = moves.filter((m) => m.count !== count);
    const where = [
      ...(whole.length > 0 ? [`${they} can go to ${spokenDestinations(whole)}`] : []),
      ...(fewer.length > 0 ? [`fewer cards can go to ${spokenDestinations(fewer)}`] : []),
    ];
    this.#say(
      `${what} picked up: ${where.length === 0 ? `${they} cannot move anywhere now` : where.join('; ')}.`,
      { follow: true },
    );
  }

  /** A move intent: played if core says it is legal, else explained. Returns whether it was played. */
  requestMove(from: PileKey, to: PileKey, count: number): boolean {
    const m = moveFromKeys(from, to, count);
    this.selected = null;
    if (!m) return false;
    const e = moveError(this.position, m);
    if (e) {
      this.#error(sentence(moveErrorText(e)));
      return false;
    }
    this.#clearSolution();
    this.#play(m);
    return true;
  }

  /** The board found no legal target for this: say which rule forbids it. */
  explainIllegal(from: PileKey, to: PileKey, count: number, mode: CountMode): void {
    const m = moveFromKeys(from, to, count);
    if (!m) return;
    const e = moveError(this.position, moveToExplain(this.position, m, mode, 'column'));
    if (e) this.#error(sentence(moveErrorText(e)));
  }

  /**
   * Double click / double tap: the card goes home if it can, else to its best place: onto a card
   * (the longest run that fits), then an empty column, then a free cell.
   */
  autoMove(pile: PileKey, count = 1, mode: CountMode = 'auto'): boolean {
    const from = pileFromKey(pile);
    this.selected = null;
    if (!from) return false;
    const pos = this.position;
    const best = bestMoveFrom(pos, legalMoves(pos), from, count, mode);
    if (!best) {
      const c = from.kind === 'column' ? topCard(pos.columns[from.index] ?? []) : undefined;
      this.#error(c === undefined ? 'That card has no move.' : `The ${cardSymbol(c)} has no legal move.`);
      return false;
    }
    this.#clearSolution();
    this.#play(best);
    return true;
  }

  /**
   * Turns autoplay on or off (the setting). Turned on, it plays at once the safe moves waiting on
   * the board (recorded as autoplay's, so an undo takes them back with the move before).
   */
  setAutoplay(on: boolean): void {
    if (on === this.autoplay) return;
    this.autoplay = on;
    const s = this.solution;
    if (!on || this.status !== 'playing' || (s?.status === 'ready' && s.playing)) return;
    const steps = this.#runAutoplay();
    if (steps.length === 0) return;
    this.selected = null;
    this.moved = steps;
    this.#saying(
      () => this.#afterChange({ save: true }),
      `Autoplay on: ${steps.length} card${steps.length === 1 ? '' : 's'} went home.`,
    );
  }

  // ---- history ------------------------------------------------------------------------------------

  undo(): void {
    if (!this.canUndo) return;
    this.#clearSolution();
    let c = this.#cursor;
    while (c > 0 && this.#entries[c - 1]?.auto) c--;
    if (c > 0) c--;
    const entry = this.#entries[c];
    const before = this.#positions[c] as Position;
    this.#saying(
      () => this.#moveCursor(c),
      entry ? `Undone: ${spokenCards(before, entry.move)} back to ${pileLabel(entry.move.from)}.` : 'Undone.',
    );
  }

  redo(): void {
    if (!this.canRedo) return;
    this.#clearSolution();
    const entry = this.#entries[this.#cursor];
    const before = this.#positions[this.#cursor] as Position;
    let c = this.#cursor + 1;
    while (c < this.#entries.length && this.#entries[c]?.auto) c++;
    this.#saying(() => this.#moveCursor(c), entry ? `Redone: ${spokenMove(before, entry.move)}.` : 'Redone.');
  }

  /** Back to the position after `index` moves (the rest can be redone). */
  undoTo(index: number): void {
    const c = Math.max(0, Math.min(index, this.#entries.length));
    this.#clearSolution();
    this.#moveCursor(c);
  }

  /** Starts the deal again. A counted, unfinished game counts as given up. */
  restart(): void {
    this.abandon();
    this.#clearSolution();
    this.#entries = [];
    this.#positions = [this.start];
    this.#cursor = 0;
    this.position = this.start;
    this.#elapsedBefore = 0;
    this.#activeSince = null;
    this.#counted = false;
    this.#won = false;
    this.assisted = false;
    this.stats = null;
    this.#runAutoplay();
    this.#saying(() => this.#afterChange({ save: true }), `Deal ${this.deal} restarted.`);
  }

  /** Records giving up this game in the statistics (restart, new game). */
  abandon(): void {
    if (this.#counted && !this.#won) updateStats(this.#store, this.variant.id, recordAbandon);
    this.#counted = false;
  }

  #moveCursor(c: number): void {
    this.#cursor = c;
    this.position = this.#positions[c] as Position;
    this.selected = null;
    this.moved = [];
    const last = this.#entries.slice(0, c).findLast((e) => !e.auto);
    this.lastMove = last ? { from: pileKey(last.move.from), to: pileKey(last.move.to) } : null;
    this.#afterChange({ save: true });
  }

  // ---- playing ----------------------------------------------------------------------------------

  #play(m: Move, options: { autoplay?: boolean } = {}): void {
    const before = this.position;
    const moved = liftedCards(before, m);
    this.#push({ move: m, auto: false });
    if (!this.#counted) {
      this.#counted = true;
      this.stats = updateStats(this.#store, this.variant.id, recordStart);
    }
    if (this.#activeSince === null) this.#activeSince = this.#now();
    this.lastMove = { from: pileKey(m.from), to: pileKey(m.to) };
    const steps = options.autoplay === false ? [moved] : [moved, ...this.#runAutoplay()];
    this.moved = steps;
    const home = steps.length - 1;
    // The move first, then what it led to (a win, a loss at once), in one announcement.
    this.#saying(
      () => this.#afterChange({ save: true }),
      `${spokenMove(before, m)}.${home > 0 ? ` ${home} card${home === 1 ? '' : 's'} went home.` : ''}`,
    );
  }

  /** Plays safe moves home, recorded as autoplay moves. Returns the cards of each, in order. */
  #runAutoplay(): Card[][] {
    const out: Card[][] = [];
    if (!this.autoplay) return out;
    for (let m = nextAutoplayMove(this.position); m !== null; m = nextAutoplayMove(this.position)) {
      out.push(liftedCards(this.position, m));
      this.#push({ move: m, auto: true });
    }
    return out;
  }

  #push(entry: HistoryEntry): void {
    const next = applyMove(this.position, entry.move);
    const c = this.#cursor;
    this.#entries = [...this.#entries.slice(0, c), entry];
    this.#positions = [...this.#positions.slice(0, c + 1), next];
    this.#cursor = c + 1;
    this.position = next;
  }

  #afterChange(options: { save: boolean }): void {
    this.#version++;
    this.hint = null;
    this.#analysis = null;
    const status = gameStatus(this.position);
    if (status === 'won') this.#onWin();
    if (options.save) this.save();
    this.#checkWinnability();
  }

  #onWin(): void {
    this.winnability = { status: 'won' };
    this.#clearSolution();
    this.#pauseClock();
    if (this.#won) {
      // A won game reopened (a reload): the win screen shows the statistics as they stand.
      this.stats ??= loadStats(this.#store, this.variant.id);
      return;
    }
    this.#won = true;
    if (this.assisted) {
      // Played and not won: the streak ends, and no record is set.
      this.stats = updateStats(this.#store, this.variant.id, recordAbandon);
      this.#say(
        `The solution player finished deal ${this.deal} in ${this.#cursor} moves. It counts as played, not won.`,
      );
      return;
    }
    this.stats = updateStats(this.#store, this.variant.id, (s) =>
      recordWin(s, { moves: this.#cursor, timeMs: Math.round(this.elapsed()) }),
    );
    this.#say(`You won deal ${this.deal} in ${this.#cursor} moves!`);
  }

  // ---- the clock ----------------------------------------------------------------------------------

  /** Stops the clock (page hidden). */
  pause(): void {
    this.#pauseClock();
    this.save();
  }

  /** Restarts the clock (page visible again) if the game is under way. */
  resume(): void {
    if (this.#activeSince === null && this.#cursor > 0 && !this.#won) this.#activeSince = this.#now();
  }

  #pauseClock(): void {
    if (this.#activeSince !== null) {
      this.#elapsedBefore = this.elapsed();
      this.#activeSince = null;
    }
  }

  // ---- saving -----------------------------------------------------------------------------------

  toSaved(): SavedGame {
    return {
      v: SAVED_GAME_VERSION,
      variant: this.variant.id,
      deal: this.deal,
      moves: this.#entries.map((e): SavedMove => [
        pileKey(e.move.from),
        pileKey(e.move.to),
        e.move.count,
        e.auto ? 1 : 0,
      ]),
      cursor: this.#cursor,
      elapsedMs: Math.round(this.elapsed()),
      counted: this.#counted,
      won: this.#won,
      assisted: this.assisted,
      updatedAt: this.#now(),
    };
  }

  save(): void {
    if (this.#store) saveGame(this.#store, this.toSaved());
  }

  /** Restores the saved game of this deal; a bad record gets a message and a fresh game. */
  #restore(): boolean {
    const raw = loadSavedGame(this.#store, this.variant.id, this.deal);
    if (raw.ok && raw.value === undefined) return false;
    const fail = (why: string): false => {
      // The record is kept aside, as it was (the whole store, if unreadable, is set aside by saveGame).
      if (raw.ok) setAsideGame(this.#store, this.variant.id, this.deal);
      this.#error(`Your saved game of this deal could not be restored: ${why}. A new game has started.`);
      return false;
    };
    if (!raw.ok) return fail(raw.error);
    const shape = checkSavedShape(raw.value, this.variant.id, this.deal);
    if (!shape.ok) return fail(shape.error);
    const saved = shape.value;
    const entries: HistoryEntry[] = [];
    const positions: Position[] = [this.start];
    for (const [i, [from, to, count, auto]] of saved.moves.entries()) {
      const f = pileFromKey(from);
      const t = pileFromKey(to);
      if (!f || !t) return fail(`move ${i + 1} names a pile that does not exist`);
      const m: Move = { from: f, to: t, count };
      const p = positions[positions.length - 1] as Position;
      const e = moveError(p, m);
      if (e) return fail(`move ${i + 1} is not legal (${moveErrorText(e)})`);
      entries.push({ move: m, auto: auto === 1 });
      positions.push(applyMove(p, m));
    }
    this.#entries = entries;
    this.#positions = positions;
    this.#cursor = saved.cursor;
    this.position = positions[saved.cursor] as Position;
    this.#elapsedBefore = saved.elapsedMs;
    this.#counted = saved.counted;
    this.#won = saved.won;
    this.assisted = saved.assisted;
    const last = entries.slice(0, saved.cursor).findLast((e) => !e.auto);
    this.lastMove = last ? { from: pileKey(last.move.from), to: pileKey(last.move.to) } : null;
    if (saved.cursor > 0 && !saved.won)
      this.#info(`Welcome back: your game of deal ${this.deal} is as you left it.`);
    return true;
  }

  // ---- messages -----------------------------------------------------------------------------------

  #error(text: string): void {
    this.notice = { id: ++this.#noticeId, kind: 'error', text };
    this.#say(text);
  }

  #info(text: string): void {
    this.notice = { id: ++this.#noticeId, kind: 'info', text };
    this.#say(text);
  }

  /**
   * Puts a sentence in the live region. `follow`: it follows a message of the same turn instead
   * of replacing it (a refused move, then the pile the same tap picks: the second alone would
   * replace the first before the page is even drawn).
   */
  #say(text: string, options: { follow?: boolean } = {}): void {
    if (this.#sentences) {
      this.#sentences.push(text);
      return;
    }
    if (options.follow && this.#speaking) {
      this.announcement = `${this.announcement} ${text}`;
      return;
    }
    // The same words twice in a row must still be spoken: vary the text invisibly.
    this.announcement = text === this.announcement ? `${text}\u00a0` : text;
    this.#speaking = true;
    queueMicrotask(() => (this.#speaking = false));
  }

  /**
   * Runs `change` and announces `first` followed by whatever the change said (a win, a loss at
   * once), as one message: a later message would replace the first in the live region.
   */
  #saying(change: () => void, first: string): void {
    const outer = this.#sentences;
    const sentences: string[] = [first];
    this.#sentences = sentences;
    try {
      change();
    } finally {
      this.#sentences = outer;
    }
    this.#say(sentences.join(' '));
  }

  dismissNotice(id?: number): void {
    if (id === undefined || this.notice?.id === id) this.notice = null;
  }

  // ---- the engine: winnability, hints, last winnable point, solutions ------------------------------

  #checkWinnability(): void {
    const pos = this.position;
    const status = gameStatus(pos);
    if (status === 'won') return;
    if (status === 'lost') {
      const c = pos.pendingCell === null ? undefined : pos.cells[pos.pendingCell];
      const summary =
        typeof c === 'number'
          ? `Lost at once: the ${cardSymbol(c)} went into a free cell and no move can take it out again.`
          : 'Lost: no legal move is left.';
      this.winnability = { status: 'lost', summary, immediate: true };
      this.#say(summary);
      return;
    }
    if (!this.#engine) {
      this.winnability = { status: 'unknown', summary: 'Winnability is not checked here.' };
      return;
    }
    this.winnability = { status: 'checking' };
    const version = this.#version;
    void this.#analyze().then((a) => {
      if (!a || version !== this.#version || this.#disposed) return;
      const before = this.winnability.status;
      this.winnability =
        a.status === 'winnable'
          ? { status: 'winnable', movesLeft: a.hint?.movesLeft ?? 0 }
          : a.status === 'lost'
            ? { status: 'lost', summary: a.summary, immediate: false }
            : a.status === 'won'
              ? { status: 'won' }
              : { status: 'unknown', summary: a.summary };
      if (a.status === 'lost' && before !== 'lost')
        this.#say(
          `${a.summary} ${this.canUndo ? 'You can undo to the last winnable position.' : 'Try another deal.'}`,
        );
    });
  }

  /** The analysis of the current position, shared by the indicator and the Hint button. */
  #analyze(): Promise<Analysis | null> {
    const version = this.#version;
    if (this.#analysis?.version === version) return this.#analysis.promise;
    const engine = this.#engine;
    const promise = engine
      ? engine.analyze(this.snapshot).catch((e: unknown) => {
          if (!(e instanceof SupersededError) && version === this.#version) {
            this.winnability = { status: 'unknown', summary: 'The engine could not check this position.' };
          }
          return null;
        })
      : Promise.resolve(null);
    this.#analysis = { version, promise };
    return promise;
  }

  /** Shows the next good move: highlighted on the board, with the sentence and the reason. */
  async requestHint(): Promise<HintView | null> {
    if (!this.#engine || this.status !== 'playing') {
      if (this.status === 'lost') this.#error('No hint: no legal move is left.');
      return null;
    }
    const version = this.#version;
    const t0 = performance.now();
    this.#engine.wake?.();
    this.hintBusy = true;
    try {
      const a = await this.#analyze();
      if (version !== this.#version || this.#disposed || !a) return null;
      if (a.hint) {
        const h = a.hint;
        this.hint = {
          move: h.move,
          sentence: h.sentence,
          reason: h.reason,
          highlight: { cards: h.cards, from: pileKey(h.move.from), to: pileKey(h.move.to) },
          latencyMs: performance.now() - t0,
        };
        this.#say(`Hint: ${h.sentence} ${h.reason}`);
        return this.hint;
      }
      if (a.status === 'lost')
        this.#error(
          this.canUndo
            ? `No hint: ${uncapital(a.summary)} Undo to the last winnable position to play on.`
            : `No hint: deal ${this.deal} cannot be won, whatever you play. Try another deal.`,
        );
      else this.#info(a.summary);
      return null;
    } finally {
      this.hintBusy = false;
    }
  }

  clearHint(): void {
    this.hint = null;
  }

  /** After a loss: back to the latest position from which the game could still be won. */
  async undoToLastWinnable(): Promise<void> {
    if (!this.#engine) return;
    const version = this.#version;
    this.lastWinnableBusy = true;
    try {
      const r = await this.#engine.lastWinnable(this.snapshot);
      if (version !== this.#version || this.#disposed) return;
      switch (r.status) {
        case 'found': {
          const index = r.index ?? 0;
          // Your moves taken back (autoplay's go with them); the redo tail beyond is not counted.
          const back = this.#entries.slice(index, this.#cursor).filter((e) => !e.auto).length;
          this.undoTo(index);
          this.#info(
            index === 0
              ? 'Back to the start of the deal: every move since made the game unwinnable.'
              : `Back ${back} move${back === 1 ? '' : 's'}, to the last position from which the game can be won.`,
          );
          break;
        }
        case 'not-lost':
          this.#info('The game can still be won from here.');
          break;
        case 'never':
          this.#info(`Deal ${this.deal} cannot be won at all, even from the start.`);
          break;
        case 'unknown':
          this.#info('The last winnable position could not be found within the time allowed.');
          break;
      }
    } catch (e) {
      if (!(e instanceof SupersededError)) this.#error('The engine could not look back through the game.');
    } finally {
      this.lastWinnableBusy = false;
    }
  }

  /** Asks the solver for a solution from the current position. */
  async showSolution(): Promise<void> {
    if (!this.#engine || this.status !== 'playing') return;
    this.#stopSolution();
    const version = this.#version;
    this.solution = { status: 'loading' };
    try {
      const r = await this.#engine.solve(this.snapshot);
      if (version !== this.#version || this.#disposed) return;
      if (r.status === 'solved' && r.moves) {
        this.solution = { status: 'ready', moves: r.moves, index: 0, playing: false };
        this.#say(`Solution found: ${r.moves.length} moves. Step through it or play it.`);
      } else {
        const message =
          r.status === 'unsolvable'
            ? 'There is no solution: this game can no longer be won.'
            : 'No solution was found within the time allowed.';
        this.solution = { status: 'failed', message };
        this.#say(message);
      }
    } catch (e) {
      if (e instanceof SupersededError) return;
      this.solution = { status: 'failed', message: 'The solver stopped unexpectedly.' };
    }
  }

  /** Plays the next move of the solution. Returns false when there is none. */
  stepSolution(): boolean {
    const s = this.solution;
    if (s?.status !== 'ready' || s.index >= s.moves.length) return false;
    const m = s.moves[s.index] as Move;
    if (moveError(this.position, m)) {
      this.#stopSolution();
      this.solution = { status: 'failed', message: 'The game has changed: ask for the solution again.' };
      return false;
    }
    this.assisted = true;
    // Solution moves are played exactly (autoplay would take the solver's own moves away).
    this.#play(m, { autoplay: false });
    // The last move won the game: the win screen replaces the player.
    if (this.solution?.status !== 'ready') return true;
    const index = s.index + 1;
    this.solution = { ...s, index, playing: s.playing && index < s.moves.length };
    if (index >= s.moves.length) this.#stopTimer();
    return true;
  }

  playSolution(): void {
    const s = this.solution;
    if (s?.status !== 'ready') return;
    this.solution = { ...s, playing: true };
    const tick = () => {
      this.#solutionTimer = null;
      const now = this.solution;
      if (now?.status !== 'ready' || !now.playing || this.#disposed) return;
      const stepped = this.stepSolution();
      const after = this.solution;
      if (stepped && after?.status === 'ready' && after.playing) {
        this.#solutionTimer = setTimeout(tick, this.solutionDelayMs);
      }
    };
    this.#stopTimer();
    this.#solutionTimer = setTimeout(tick, 0);
  }

  pauseSolution(): void {
    this.#stopSolution();
  }

  closeSolution(): void {
    this.#clearSolution();
  }

  #stopTimer(): void {
    if (this.#solutionTimer !== null) clearTimeout(this.#solutionTimer);
    this.#solutionTimer = null;
  }

  #stopSolution(): void {
    this.#stopTimer();
    const s = this.solution;
    if (s?.status === 'ready' && s.playing) this.solution = { ...s, playing: false };
  }

  #clearSolution(): void {
    this.#stopTimer();
    if (this.solution?.status === 'loading') this.#engine?.cancelSolve();
    this.solution = null;
  }

  dispose(): void {
    this.#disposed = true;
    this.#stopTimer();
    this.#pauseClock();
    this.#engine?.dispose();
  }
}
