/**
 * The board's pointer: one drag state machine for mouse, pen and touch (start → threshold → move →
 * drop / cancel), the press read from the element pressed, and the dragged cards' ghost. What a
 * press picks and what a drop means are @cascade/play/pick's (the Picker); where the pointer is
 * over, hit.ts's arithmetic.
 */
import { pileKind, pressMode, type Picker, type Press } from '@cascade/play/pick';
import { tick } from 'svelte';
import type { CardView, PileKey, Selection } from '../types.ts';
import { cardRects, type Flip } from './flip.svelte.ts';

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

export interface DragHost {
  readonly picker: Picker;
  readonly flip: Flip;
  root(): HTMLElement | undefined;
  disabled(): boolean;
  exactPicks(): boolean;
  /** The pile under a point of the screen (hit.ts). */
  pileAt(x: number, y: number): PileKey | null;
  cards(pile: PileKey): readonly CardView[];
  /** The fan of a column of n cards, and the card's size (for a ghost grabbed off its card). */
  offsetFor(n: number): number;
  cardSize(): { readonly w: number; readonly h: number };
}

/** The pile and card an event's target is in: where a press landed. */
function readPress(root: HTMLElement | undefined, host: DragHost, target: EventTarget | null): Press | null {
  const el = target instanceof Element ? target : null;
  const pileEl = el?.closest<HTMLElement>('[data-pile]');
  const pile = pileEl?.dataset.pile;
  if (!pileEl || !pile || !root?.contains(pileEl)) return null;
  const cardEl = el?.closest<HTMLElement>('[data-card]');
  if (cardEl && pileEl.contains(cardEl)) {
    const n = host.cards(pile).length;
    const index = Number(cardEl.dataset.index ?? 0);
    return { pile, count: pileKind(pile) === 'column' ? n - index : 1, onCard: true };
  }
  return { pile, count: 1, onCard: false };
}

export class BoardDrag {
  readonly machine: DragMachine;
  // The drag's phase and source: they change when a drag starts or ends, and much of the board reads
  // them. The pointer's position changes on every move and only the ghost reads it, so a move
  // re-runs one style binding, not the board's states (a frame's budget goes to drawing).
  state = $state.raw<DragState>({ phase: 'idle' });
  pointer = $state.raw({ x: 0, y: 0 });
  grab = $state.raw({ dx: 0, dy: 0, cards: [] as CardView[], offset: 0 });
  hover = $state<PileKey | null>(null);
  ghost = $state<HTMLElement>();
  /** The latest press's pointer type: a touch's double tap is timed here, a mouse's is the system's. */
  #pressType = '';
  #canDrag = false;
  #grabbed: HTMLElement | null = null;
  readonly #host: DragHost;

  constructor(host: DragHost, distance: number) {
    this.#host = host;
    this.machine = new DragMachine(distance);
  }

  get dragging(): boolean {
    return this.state.phase === 'dragging';
  }

  /** The ghost's place under the pointer. */
  get ghostStyle(): string {
    const { pointer: p, grab: g } = this;
    return this.dragging ? `transform: translate3d(${p.x - g.dx}px, ${p.y - g.dy}px, 0);` : '';
  }

  readonly down = (e: PointerEvent): void => {
    const host = this.#host;
    if (host.disabled() || (e.pointerType === 'mouse' && e.button !== 0) || !e.isPrimary) return;
    this.#pressType = e.pointerType;
    const press = readPress(host.root(), host, e.target);
    if (!press) {
      // The felt: lets go of the pick.
      host.picker.cancel();
      return;
    }
    const from: Selection = {
      pile: press.pile,
      count: press.count,
      mode: pressMode(press, host.exactPicks()),
    };
    this.machine.start(e.pointerId, from, e.clientX, e.clientY);
    this.state = this.machine.state;
    this.#canDrag = press.onCard && host.picker.canPick(press.pile);
    this.#grabbed = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-card]') : null;
    window.addEventListener('pointermove', this.#move);
    window.addEventListener('pointerup', this.#up);
    window.addEventListener('pointercancel', this.#lost);
  };

  readonly dblclick = (e: MouseEvent): void => {
    const host = this.#host;
    if (host.disabled() || this.#pressType === 'touch') return;
    const press = readPress(host.root(), host, e.target);
    if (!press?.onCard && !(press && pileKind(press.pile) !== 'column')) return;
    host.picker.double(press.pile, press.count);
  };

  readonly #move = (e: PointerEvent): void => {
    if (!this.#canDrag) return;
    const r = this.machine.move(e.pointerId, e.clientX, e.clientY);
    if (r === 'none') return;
    if (r === 'started') {
      const s = this.machine.state;
      if (s.phase !== 'dragging') return;
      const rect = this.#grabbed?.getBoundingClientRect();
      const cards = this.#host.cards(s.from.pile);
      const size = this.#host.cardSize();
      this.grab = {
        dx: rect ? s.x0 - rect.left : size.w / 2,
        dy: rect ? s.y0 - rect.top : size.h / 4,
        cards: cards.slice(cards.length - s.from.count),
        offset: pileKind(s.from.pile) === 'column' ? this.#host.offsetFor(cards.length) : 0,
      };
      this.#host.picker.forgetTap();
    }
    e.preventDefault();
    if (r === 'started') this.state = this.machine.state;
    this.pointer = { x: e.clientX, y: e.clientY };
    this.hover = this.#host.pileAt(e.clientX, e.clientY);
  };

  readonly #up = (e: PointerEvent): void => {
    const host = this.#host;
    const to = this.machine.dragging ? host.pileAt(e.clientX, e.clientY) : null;
    const ghostRects = cardRects(this.machine.dragging ? this.ghost : undefined);
    const end = this.machine.end(e.pointerId, to);
    if (!end) return;
    this.#stopListening();
    this.state = this.machine.state;
    this.hover = null;
    if (end.kind === 'tap') {
      host.picker.tap(end.from.pile, end.from.count, end.from.mode, e.pointerType !== 'touch');
      return;
    }
    host.flip.startFrom(ghostRects);
    if (host.picker.drop(end.from, end.to)) return;
    // No move: the cards fly back from where they were dropped.
    void tick().then(() => {
      host.flip.play(ghostRects, 0);
      host.flip.startFrom(null);
    });
  };

  /** Escape, a lost pointer: the dragged cards fly back. */
  readonly cancel = (): boolean => {
    if (this.machine.state.phase === 'idle') return false;
    const ghostRects = cardRects(this.machine.dragging ? this.ghost : undefined);
    this.machine.cancel();
    this.state = this.machine.state;
    this.hover = null;
    this.#stopListening();
    void tick().then(() => this.#host.flip.play(ghostRects, 0));
    return true;
  };

  readonly #lost = (): void => void this.cancel();

  #stopListening(): void {
    // onDestroy also runs on the server (prerendering), where there is no window.
    if (typeof window === 'undefined') return;
    window.removeEventListener('pointermove', this.#move);
    window.removeEventListener('pointerup', this.#up);
    window.removeEventListener('pointercancel', this.#lost);
  }

  readonly destroy = (): void => this.#stopListening();
}
