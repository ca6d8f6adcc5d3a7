/**
 * The board's input logic, without a DOM (chessground's HeadlessState idea): taps, double taps,
 * keyboard choices and drops all end in `requestMove`, the one path to a move intent.
 */
import { resolveTarget } from './targets.ts';
import type { CountMode, LegalTargets, PileKey, Selection } from './types.ts';

export interface InputHost {
  targets(): LegalTargets;
  selected(): Selection | null;
  /** Whether the pile has something that could be picked up (a card in a column or cell). */
  canPick(pile: PileKey): boolean;
  select(sel: Selection | null): void;
  move(from: PileKey, to: PileKey, count: number): void;
  /** A move the legal targets do not allow: the owner may say why. */
  illegal?(from: PileKey, to: PileKey, count: number, mode: CountMode): void;
  /** Double click / double tap: send the card home or to its best place (the owner decides). */
  auto?(pile: PileKey, count: number, mode: CountMode): void;
  now(): number;
}

/** Two taps on the same pile within this many milliseconds are a double tap. */
export const DOUBLE_TAP_MS = 400;

export class BoardInput {
  private lastTap: { pile: PileKey; at: number } | null = null;

  private readonly host: InputHost;

  constructor(host: InputHost) {
    this.host = host;
  }

  /**
   * The single move path. Emits the move only if the legal targets hold it; otherwise reports
   * it as illegal. Returns whether a move was emitted.
   */
  requestMove(from: Selection, to: PileKey, options: { readonly keepPick?: boolean } = {}): boolean {
    if (from.pile === to) return false;
    const t = resolveTarget(this.host.targets(), from.pile, to, from.count, from.mode);
    if (t) {
      this.host.select(null);
      this.host.move(from.pile, t.to, t.count);
      return true;
    }
    // Refused: a drop lets go; a tap (keepPick) leaves the pick to `tap`, which picks the pile tapped.
    if (!options.keepPick && this.host.selected()) this.host.select(null);
    this.host.illegal?.(from.pile, to, from.count, from.mode);
    return false;
  }

  /**
   * A tap (touch, a click, or Enter/Space): select a source, choose a destination, or (a touch
   * twice quickly on one pile) ask for the automatic move. A destination the legal targets refuse
   * is reported (`illegal`), then the old pick is let go: the pile tapped is picked instead when it
   * can be (a card or a cell card), so the next tap is its destination, never a second refusal. `untimed`: two of these never make a
   * double tap (the keyboard; the mouse, whose double click is the system's, see `double`), so a
   * second click on a pick lets go of it, however quick.
   */
  tap(pile: PileKey, count = 1, mode: CountMode = 'auto', untimed = false): void {
    const now = this.host.now();
    const last = this.lastTap;
    this.lastTap = null;
    if (!untimed && last && last.pile === pile && now - last.at <= DOUBLE_TAP_MS && this.host.canPick(pile)) {
      this.host.select(null);
      this.host.auto?.(pile, count, mode);
      return;
    }
    const sel = this.host.selected();
    if (!sel) {
      if (this.host.canPick(pile)) {
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
    // Refused (the owner has said why): the old pick is let go, and the pile tapped becomes the
    // pick if it can be picked (the learner meant it), as a first tap on it would; else nothing is.
    if (this.host.canPick(pile)) {
      this.host.select({ pile, count, mode });
      this.lastTap = { pile, at: now };
    } else {
      this.host.select(null);
    }
  }

  /** A double click (the system's, mouse and pen): the automatic move of the pile. */
  double(pile: PileKey, count = 1, mode: CountMode = 'auto'): void {
    this.lastTap = null;
    if (!this.host.canPick(pile)) return;
    if (this.host.selected()) this.host.select(null);
    this.host.auto?.(pile, count, mode);
  }

  /** Escape, or a click on the felt: lets go of the pick. */
  cancel(): void {
    this.lastTap = null;
    if (this.host.selected()) this.host.select(null);
  }

  /** Forget a pending double tap (a drag happened in between). */
  forgetTap(): void {
    this.lastTap = null;
  }
}

export type DragState =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'pending' | 'dragging';
      readonly pointerId: number;
      readonly from: Selection;
      readonly x0: number;
      readonly y0: number;
      readonly x: number;
      readonly y: number;
    };

export type DragEnd =
  | { readonly kind: 'tap'; readonly from: Selection }
  | { readonly kind: 'drop'; readonly from: Selection; readonly to: PileKey | null }
  | null;

/** One drag state machine for mouse, pen and touch: start → threshold → move → end / cancel. */
export class DragMachine {
  state: DragState = { phase: 'idle' };

  distance: number;

  constructor(distance = 6) {
    this.distance = distance;
  }

  start(pointerId: number, from: Selection, x: number, y: number): void {
    this.state = { phase: 'pending', pointerId, from, x0: x, y0: y, x, y };
  }

  /** Returns 'started' when this move crossed the threshold, 'moved' while dragging, else 'none'. */
  move(pointerId: number, x: number, y: number): 'none' | 'started' | 'moved' {
    const s = this.state;
    if (s.phase === 'idle' || s.pointerId !== pointerId) return 'none';
    if (s.phase === 'pending') {
      if (Math.hypot(x - s.x0, y - s.y0) < this.distance) return 'none';
      this.state = { ...s, phase: 'dragging', x, y };
      return 'started';
    }
    this.state = { ...s, x, y };
    return 'moved';
  }

  /** Pointer up: a tap if the threshold was never crossed, else a drop on `to` (null: nowhere). */
  end(pointerId: number, to: PileKey | null): DragEnd {
    const s = this.state;
    if (s.phase === 'idle' || s.pointerId !== pointerId) return null;
    this.state = { phase: 'idle' };
    return s.phase === 'pending' ? { kind: 'tap', from: s.from } : { kind: 'drop', from: s.from, to };
  }

  cancel(): void {
    this.state = { phase: 'idle' };
  }

  get dragging(): boolean {
    return this.state.phase === 'dragging';
  }
}
