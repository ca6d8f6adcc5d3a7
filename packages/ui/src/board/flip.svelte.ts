/**
 * The board's move animation (FLIP by card id): measures where every card is drawn before the
 * layout changes and after, and plays flipSteps' plan (../flip.ts). Follows reduced motion live.
 */
/* eslint-disable svelte/prefer-svelte-reactivity -- animation bookkeeping: plain maps, never state that drives rendering */
import { untrack } from 'svelte';
import { flipSteps } from '../flip.ts';

type Rects = Map<number, DOMRect>;

/** Where each card (`[data-card]`) under `scope` is drawn now. */
export function cardRects(scope: ParentNode | undefined): Rects {
  const out = new Map<number, DOMRect>();
  if (!scope) return out;
  for (const el of scope.querySelectorAll<HTMLElement>('[data-card]')) {
    out.set(Number(el.dataset.card), el.getBoundingClientRect());
  }
  return out;
}

export interface FlipHost {
  root(): HTMLElement | undefined;
  /** The moves of the latest action, each as the cards it moved. */
  moved(): readonly (readonly number[])[];
  /** Whether the board animates at all (its option). */
  enabled(): boolean;
  /** Read to re-measure: the board's snapshot. */
  layout(): unknown;
}

export class Flip {
  // Plain maps on purpose: animation bookkeeping, never state that drives rendering.
  #rects: Rects = new Map<number, DOMRect>();
  /** Where dropped cards were (the ghost's), used instead of their place in the pile. */
  #from: Rects | null = null;
  #reduced = $state(false);
  readonly #host: FlipHost;

  /** Call while the board is being created: it measures before and plays after each layout change. */
  constructor(host: FlipHost) {
    this.#host = host;
    const media =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
    this.#reduced = media?.matches ?? false;
    // Followed live: a player who turns on reduced motion mid-game gets it at the next move.
    $effect(() => {
      if (!media) return;
      const follow = () => (this.#reduced = media.matches);
      media.addEventListener('change', follow);
      return () => media.removeEventListener('change', follow);
    });
    $effect.pre(() => {
      void host.layout();
      untrack(() => {
        this.#rects = cardRects(host.root());
        if (this.#from) for (const [k, v] of this.#from) this.#rects.set(k, v);
        this.#from = null;
      });
    });
    $effect(() => {
      void host.layout();
      untrack(() => this.play(this.#rects, host.moved().length > 1 ? 70 : 0));
    });
  }

  get animating(): boolean {
    return this.#host.enabled() && !this.#reduced;
  }

  /** The next layout change starts these cards from where they are now (a drop: the ghost's). */
  startFrom(rects: Rects | null): void {
    this.#from = rects;
  }

  /** Flies every card drawn now from where it was in `from`. */
  play(from: Rects, stagger: number): void {
    const root = this.#host.root();
    if (!root || !this.animating || from.size === 0) return;
    const order = new Map(this.#host.moved().flatMap((cards, i) => cards.map((id) => [id, i] as const)));
    const els = new Map(
      [...root.querySelectorAll<HTMLElement>('.pile [data-card]')].map((el) => [Number(el.dataset.card), el]),
    );
    const now = [...els].map(([id, el]) => [id, el.getBoundingClientRect()] as const);
    for (const step of flipSteps(from, now, order, stagger)) {
      // A card in flight takes no clicks: a quick player's next click goes to the pile under it,
      // not to the card passing over (which would have picked, or moved onto, its new pile).
      els.get(step.id)?.animate(
        [
          { transform: `translate(${step.dx}px, ${step.dy}px)`, zIndex: 50, pointerEvents: 'none' },
          { transform: 'none', zIndex: 50, pointerEvents: 'none' },
        ],
        { duration: step.duration, delay: step.delay, easing: 'cubic-bezier(.2,.7,.2,1)', fill: 'backwards' },
      );
    }
  }
}
