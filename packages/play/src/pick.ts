/**
 * What a press picks and where it can go: the one place that decides it. The board (in @cascade/ui)
 * reads where a press landed and asks here; the session resolves a move intent here against core's
 * legal moves (its `targets`). Nothing here reads the DOM or knows a rule: it works on the legal
 * targets (core's answers) and the board's snapshot.
 *
 * A press goes: the board reads the pile and card pressed → `pressMode` says how many cards the
 * press picks (auto / prefer / exact) → `Picker.tap` (click, tap, Enter) or a drop picks, lets go,
 * or sends a move intent → the session resolves it (`resolveTarget` over its targets), plays it or
 * says why not → the board redraws from the session's `selected` and `targets`.
 */
import type { BoardLayout, CountMode, LegalTargets, PileKey, Selection, Target } from './types.ts';

export type PileKind = 'column' | 'cell' | 'foundation';

/** `c3` → column, `f1` → cell, `h2` → foundation. */
export function pileKind(key: PileKey): PileKind {
  return key.startsWith('c') ? 'column' : key.startsWith('f') ? 'cell' : 'foundation';
}

export const pileIndex = (key: PileKey): number => Number(key.slice(1));

/**
 * The legal move for a source, destination and count, or null. `auto` takes the largest count
 * that fits; `exact` only `count`; `prefer` `count` if it fits, else the largest that does.
 */
export function resolveTarget(
  targets: LegalTargets,
  from: PileKey,
  to: PileKey,
  count: number,
  mode: CountMode,
): Target | null {
  const options = (targets.get(from) ?? []).filter((t) => t.to === to);
  if (options.length === 0) return null;
  const same = options.find((t) => t.count === count);
  if (mode === 'exact') return same ?? null;
  if (mode === 'prefer' && same) return same;
  return options.reduce((best, t) => (t.count > best.count ? t : best));
}

/**
 * The moves a pick would make: every count from its pile (auto); that count (exact); per
 * destination, that count where it fits, else the longest that does (prefer, as `resolveTarget`).
 */
export function pickTargets(targets: LegalTargets, sel: Selection | null): Target[] {
  if (!sel) return [];
  const own = targets.get(sel.pile) ?? [];
  if (sel.mode === 'auto') return [...own];
  if (sel.mode === 'exact') return own.filter((t) => t.count === sel.count);
  const out: Target[] = [];
  for (const to of new Set(own.map((t) => t.to))) {
    const t = resolveTarget(targets, sel.pile, to, sel.count, 'prefer');
    if (t) out.push(t);
  }
  return out;
}

/** Destinations a selection may go to (for marking them). */
export function selectionTargets(targets: LegalTargets, sel: Selection | null): Set<PileKey> {
  return new Set(pickTargets(targets, sel).map((t) => t.to));
}

/** How many cards a selection lifts, for drawing and saying it: the count, or (auto) the longest legal one. */
export function selectionSize(targets: LegalTargets, sel: Selection | null): number {
  if (!sel) return 0;
  if (sel.mode !== 'auto') return sel.count;
  return Math.max(sel.count, ...(targets.get(sel.pile) ?? []).map((t) => t.count));
}

/** The cards of a pile as drawn (a foundation: its top card). */
export function pileSize(layout: BoardLayout, key: PileKey): number {
  const i = pileIndex(key);
  switch (pileKind(key)) {
    case 'column':
      return layout.columns[i]?.length ?? 0;
    case 'cell': {
      const c = layout.cells[i];
      return c && c !== 'closed' ? 1 : 0;
    }
    case 'foundation':
      return layout.foundations[i]?.top ? 1 : 0;
  }
}

/** Whether a pile has something to pick: a card in a column or cell; a foundation card that may move. */
export function canPick(layout: BoardLayout, targets: LegalTargets, key: PileKey): boolean {
  if (pileKind(key) === 'foundation') return (targets.get(key) ?? []).length > 0;
  return pileSize(layout, key) > 0;
}

/** Where a press landed: the pile, and how many cards from the top the card pressed holds (1: the top card or the pile itself). */
export interface Press {
  readonly pile: PileKey;
  readonly count: number;
  /** On a card (not the pile's empty place or its button). */
  readonly onCard: boolean;
}

/**
 * The count mode of a press. A card inside a column picks exactly the cards from it; a column's top
 * card is `prefer` (alone into an empty column, with the cards under it where only its run fits);
 * anything else the board's pick: `auto`, or `exact` everywhere with exact picks (a lesson).
 */
export function pressMode(press: Press, exactPicks: boolean): CountMode {
  if (press.count > 1 || exactPicks) return 'exact';
  return press.onCard && pileKind(press.pile) === 'column' ? 'prefer' : 'auto';
}

/** The keyboard's pick (Enter, Space, an assistive technology's click): the destination decides (`auto`), or `exact` with exact picks. */
export const keyMode = (exactPicks: boolean): CountMode => (exactPicks ? 'exact' : 'auto');

/** A dropped pick: the count it holds where it fits, else what does (a drop never takes the longest run unasked). */
export const dropped = (sel: Selection): Selection =>
  sel.mode === 'auto' ? { ...sel, mode: 'prefer' } : sel;

/** Whether a dragged pick may be dropped on `to` (the board marks the pile under the pointer). */
export function canDrop(targets: LegalTargets, sel: Selection, to: PileKey): boolean {
  const d = dropped(sel);
  return resolveTarget(targets, d.pile, to, d.count, d.mode) !== null;
}

/**
 * Shift+Up / Shift+Down on the picked column: one card more or fewer, exactly (between 1 and the
 * column's cards). Null when the pick is not that column's.
 */
export function growPick(
  targets: LegalTargets,
  layout: BoardLayout,
  sel: Selection | null,
  pile: PileKey,
  delta: number,
): Selection | null {
  if (sel?.pile !== pile || pileKind(pile) !== 'column') return null;
  const now = sel.mode === 'exact' ? sel.count : Math.max(1, selectionSize(targets, sel));
  const count = Math.min(pileSize(layout, pile), Math.max(1, now + delta));
  return { pile, count, mode: 'exact' };
}

/** What the picker asks of its owner: the board's snapshot, the legal targets, the pick (held by the session). */
export interface PickHost {
  layout(): BoardLayout;
  targets(): LegalTargets;
  selected(): Selection | null;
  select(sel: Selection | null): void;
  /** A move intent: the owner resolves it against core's moves, plays it or says why not; true if played. */
  move(from: PileKey, to: PileKey, count: number, mode: CountMode): boolean;
  /** Double click / double tap: send the card home or to its best place (the owner decides). */
  auto?(pile: PileKey, count: number, mode: CountMode): void;
  now(): number;
}

/** Two taps on the same pile within this many milliseconds are a double tap. */
export const DOUBLE_TAP_MS = 400;

/**
 * The presses of a board, without a DOM (chessground's HeadlessState idea): taps, double taps,
 * keyboard choices and drops all end in `requestMove`, the one path to a move intent. It holds
 * only the pending double tap; the pick itself is the host's (the session's).
 */
export class Picker {
  private lastTap: { pile: PileKey; at: number } | null = null;

  private readonly host: PickHost;

  constructor(host: PickHost) {
    this.host = host;
  }

  canPick(pile: PileKey): boolean {
    return canPick(this.host.layout(), this.host.targets(), pile);
  }

  /**
   * The single move path: the intent goes to the host, which plays it if core's moves hold it and
   * says why not otherwise. Refused, a drop lets go; a tap (`keepPick`) leaves the pick to `tap`.
   */
  requestMove(from: Selection, to: PileKey, options: { readonly keepPick?: boolean } = {}): boolean {
    if (from.pile === to) return false;
    if (this.host.move(from.pile, to, from.count, from.mode)) return true;
    if (!options.keepPick && this.host.selected()) this.host.select(null);
    return false;
  }

  /** A drop of a dragged pick on `to` (null: nowhere): the move, in the count a drop means. */
  drop(from: Selection, to: PileKey | null): boolean {
    this.lastTap = null;
    if (to === null || to === from.pile) return false;
    return this.requestMove(dropped(from), to);
  }

  /**
   * A tap (touch, a click, or Enter/Space): select a source, choose a destination, or (a touch
   * twice quickly on one pile) ask for the automatic move. A destination the host refuses is
   * explained by the host, then the old pick is let go: the pile tapped is picked instead when it
   * can be (a card or a cell card), so the next tap is its destination, never a second refusal.
   * `untimed`: two of these never make a double tap (the keyboard; the mouse, whose double click is
   * the system's, see `double`), so a second click on a pick lets go of it, however quick.
   */
  tap(pile: PileKey, count = 1, mode: CountMode = 'auto', untimed = false): void {
    const now = this.host.now();
    const last = this.lastTap;
    this.lastTap = null;
    if (!untimed && last && last.pile === pile && now - last.at <= DOUBLE_TAP_MS && this.canPick(pile)) {
      this.host.select(null);
      this.host.auto?.(pile, count, mode);
      return;
    }
    const sel = this.host.selected();
    if (!sel) {
      if (this.canPick(pile)) {
        this.host.select({ pile, count, mode });
        this.lastTap = { pile, at: now };
      }
      return;
    }
    if (sel.pile === pile) {
      // Another card of the same column picks a different run; the same one again lets go.
      if (mode !== 'auto' && (sel.mode !== mode || sel.count !== count)) {
        this.host.select({ pile, count, mode });
      } else {
        this.host.select(null);
        if (!untimed) this.lastTap = { pile, at: now };
      }
      return;
    }
    if (this.requestMove(sel, pile, { keepPick: true })) return;
    // Refused (the host has said why): the old pick is let go, and the pile tapped becomes the
    // pick if it can be picked (the player meant it), as a first tap on it would; else nothing is.
    if (this.canPick(pile)) {
      this.host.select({ pile, count, mode });
      this.lastTap = { pile, at: now };
    } else {
      this.host.select(null);
    }
  }

  /** Shift+Up / Shift+Down on the picked column (see growPick); false when `pile` is not the pick. */
  grow(pile: PileKey, delta: number): boolean {
    const h = this.host;
    const grown = growPick(h.targets(), h.layout(), h.selected(), pile, delta);
    if (grown) h.select(grown);
    return grown !== null;
  }

  /**
   * A double click (the system's, mouse and pen): the automatic move of the pile, exactly the cards
   * from the one pressed inside a column, else the top card's best.
   */
  double(pile: PileKey, count = 1): void {
    this.lastTap = null;
    if (!this.canPick(pile)) return;
    if (this.host.selected()) this.host.select(null);
    this.host.auto?.(pile, count, count > 1 ? 'exact' : 'auto');
  }

  /** Escape, or a click on the felt: lets go of the pick. Returns whether there was one. */
  cancel(): boolean {
    this.lastTap = null;
    if (!this.host.selected()) return false;
    this.host.select(null);
    return true;
  }

  /** Forget a pending double tap (a drag happened in between). */
  forgetTap(): void {
    this.lastTap = null;
  }
}
