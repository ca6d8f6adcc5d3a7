/**
 * The board's move animation (FLIP: first, last, invert, play), planned without a browser: from
 * where each card was drawn before a move and where it is drawn now, which cards fly, from how far
 * and for how long. The board measures and plays the plan (Board.svelte).
 */

/** Where a card is drawn: its box's top-left corner, in CSS pixels. */
export interface CardSpot {
  readonly left: number;
  readonly top: number;
}

export interface FlipStep {
  /** The card's id (`data-card`). */
  readonly id: number;
  /** Where the card starts, relative to where it is drawn now. */
  readonly dx: number;
  readonly dy: number;
  readonly duration: number;
  readonly delay: number;
}

/** The longest flight, and the shortest: a card flies a little longer the farther it goes. */
export const FLIP_MAX_MS = 320;
export const FLIP_MIN_MS = 160;

/** How long a card takes to fly `distance` pixels. */
export const flightMs = (distance: number): number => Math.min(FLIP_MAX_MS, FLIP_MIN_MS + distance / 6);

/**
 * The flights of a move: each card drawn now (`now`, by id) that was drawn somewhere else before
 * (`before`) flies from there; a card that moved less than a pixel, or that was not drawn before (a
 * new deal's), does not. `order` gives a card's place among the moves played at once (a run moved
 * card by card, autoplay's cards going home in turn): each place starts `stagger` ms after the last.
 */
export function flipSteps(
  before: ReadonlyMap<number, CardSpot>,
  now: Iterable<readonly [id: number, spot: CardSpot]>,
  order: ReadonlyMap<number, number>,
  stagger: number,
): FlipStep[] {
  const steps: FlipStep[] = [];
  for (const [id, spot] of now) {
    const old = before.get(id);
    if (!old) continue;
    const dx = old.left - spot.left;
    const dy = old.top - spot.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    steps.push({ id, dx, dy, duration: flightMs(Math.hypot(dx, dy)), delay: stagger * (order.get(id) ?? 0) });
  }
  return steps;
}
