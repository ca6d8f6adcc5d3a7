/**
 * A demonstration of the hinted move on the board: copies of the cards the hint lifts glide from
 * where they lie to the pile they go to, then fade, while the cards themselves stay for the learner
 * to move (the game's state never changes: this is only a picture over the board). Nothing moves
 * for a learner who asks for reduced motion: the outlines alone show the move then.
 */

/** How long the glide takes, and how long the copies stay before they fade (ms). */
export const DEMO_MS = 650;
export const DEMO_HOLD_MS = 450;

const prefersReduced = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Plays the demonstration inside `board` (the element around the Board): the hinted cards
 * (`.card.hinted`) to the hinted target pile (`.pile.hint-to`). Returns false when nothing was
 * animated (reduced motion, no hinted cards, no animation support).
 */
export function demonstrate(board: HTMLElement): boolean {
  if (prefersReduced()) return false;
  const cards = [...board.querySelectorAll<HTMLElement>('.pile .card.hinted')];
  const to = board.querySelector<HTMLElement>('.pile.hint-to');
  const first = cards[0];
  if (!first || !to || typeof first.animate !== 'function') return false;
  // Inside the Board's own root, where its card styles (the suits' colours) apply.
  const root = board.querySelector<HTMLElement>('.board') ?? board;
  const host = root.getBoundingClientRect();
  const from = first.getBoundingClientRect();
  // Where the first card lands: on the target pile's last card (fanned below it), or in the pile.
  const topCard = [...to.querySelectorAll<HTMLElement>(':scope > .card')].at(-1);
  const land = topCard?.getBoundingClientRect() ?? to.getBoundingClientRect();
  const fan = to.dataset.pile?.startsWith('c') && topCard ? Math.min(from.height * 0.28, 28) : 0;
  const dx = land.left - from.left;
  const dy = land.top + fan - from.top;

  const layer = document.createElement('div');
  layer.className = 'demo-layer';
  layer.dataset.testid = 'demo';
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { position: 'absolute', inset: '0', pointerEvents: 'none', zIndex: '5' });
  for (const c of cards) {
    const r = c.getBoundingClientRect();
    const ghost = c.cloneNode(true) as HTMLElement;
    for (const el of [ghost, ...ghost.querySelectorAll('*')]) {
      for (const a of ['id', 'data-card', 'role', 'aria-label', 'aria-describedby', 'tabindex'])
        el.removeAttribute(a);
    }
    ghost.classList.add('demo-card');
    Object.assign(ghost.style, {
      position: 'absolute',
      left: `${r.left - host.left}px`,
      top: `${r.top - host.top}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
      margin: '0',
    });
    layer.append(ghost);
  }
  if (getComputedStyle(root).position === 'static') root.style.position = 'relative';
  root.append(layer);
  const glide = layer.animate(
    [
      { transform: 'translate(0, 0)', opacity: 0.95 },
      { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.95, offset: 0.6 },
      { transform: `translate(${dx}px, ${dy}px)`, opacity: 0 },
    ],
    { duration: DEMO_MS + DEMO_HOLD_MS, easing: 'ease-in-out', fill: 'forwards' },
  );
  const done = () => layer.remove();
  glide.addEventListener('finish', done);
  glide.addEventListener('cancel', done);
  return true;
}
