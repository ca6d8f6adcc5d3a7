/**
 * The win's cascade of cards, after the old Windows Solitaire: the cards leave the foundations one
 * after another, King first, and bounce across the table leaving a trail, on a canvas laid over
 * the page (it takes no pointer and nothing reads it out). A click, a key or a few seconds end it.
 * Loaded only when a game is won; the caller checks reduced motion first.
 */

const SUITS = ['♣', '♦', '♥', '♠'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

interface Flying {
  x: number;
  y: number;
  vx: number;
  vy: number;
  readonly rank: number;
  readonly suit: number;
}

/** One card's path (CSS pixels, per frame at 60 Hz): thrown sideways, falling, bouncing with loss. */
export function step(c: Flying, floor: number, gravity = 0.6, bounce = 0.75): void {
  c.vy += gravity;
  c.x += c.vx;
  c.y += c.vy;
  if (c.y > floor) {
    c.y = floor;
    c.vy = -c.vy * bounce;
  }
}

export interface CascadeOptions {
  readonly fourColour?: boolean;
  /** Milliseconds before it ends by itself. */
  readonly durationMs?: number;
}

/** Starts the cascade over `root`; returns a function that ends it (and removes the canvas). */
export function startCascade(root: HTMLElement, options: CascadeOptions = {}): () => void {
  const canvas = document.createElement('canvas');
  canvas.className = 'win-cascade';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.cascade = '';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    zIndex: '150',
    pointerEvents: 'none',
  });
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const w = window.innerWidth;
  const h = window.innerHeight;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  root.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  const piles = [...document.querySelectorAll<HTMLElement>('[data-pile^="h"]')].map((el) =>
    el.getBoundingClientRect(),
  );
  const cardW = Math.max(40, Math.min(110, piles[0]?.width ?? 70));
  const cardH = cardW * 1.4;
  const starts =
    piles.length === 4 ? piles : [0, 1, 2, 3].map((i) => new DOMRect(w - (4 - i) * (cardW + 8), 12));
  const colour = (suit: number) =>
    options.fourColour
      ? (['#0f7a3b', '#1b5fc1', '#c62828', '#1b1e23'][suit] as string)
      : suit % 3 === 0
        ? '#1b1e23'
        : '#c62828';

  function draw(c: Flying) {
    if (!ctx) return;
    ctx.save();
    ctx.scale(dpr, dpr);
    ctx.fillStyle = '#fdfcf8';
    ctx.strokeStyle = '#8a8f98';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(c.x, c.y, cardW, cardH, cardW * 0.08);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = colour(c.suit);
    ctx.font = `700 ${Math.round(cardW * 0.28)}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.fillText(`${RANKS[c.rank - 1]}${SUITS[c.suit]}`, c.x + cardW * 0.08, c.y + cardW * 0.06);
    ctx.font = `${Math.round(cardW * 0.6)}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    ctx.fillText(SUITS[c.suit] as string, c.x + cardW / 2, c.y + cardH * 0.6);
    ctx.restore();
  }

  // King first, down to the ace, suit after suit: 52 cards.
  const queue: { rank: number; suit: number }[] = [];
  for (let rank = 13; rank >= 1; rank--) for (let suit = 0; suit < 4; suit++) queue.push({ rank, suit });
  let flying: Flying | null = null;
  let frame = 0;
  let raf = 0;
  const floor = h - cardH;
  const started = performance.now();
  const duration = options.durationMs ?? 9000;

  function tick(now: number) {
    if (now - started > duration) return stop();
    if (!flying || flying.x > w + 5 || flying.x + cardW < -5) {
      const next = queue.shift();
      if (!next) return stop();
      const from = starts[next.suit] as DOMRect;
      const dir = from.x + cardW / 2 > w / 2 ? -1 : 1;
      flying = {
        ...next,
        x: from.x,
        y: from.y,
        vx: dir * (2.5 + ((frame * 7919) % 40) / 10),
        vy: -(((frame * 104729) % 60) / 10),
      };
    }
    step(flying, floor);
    draw(flying);
    frame++;
    raf = requestAnimationFrame(tick);
  }

  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(raf);
    removeEventListener('pointerdown', stop, true);
    removeEventListener('keydown', stop, true);
    canvas.style.transition = 'opacity 400ms';
    canvas.style.opacity = '0';
    setTimeout(() => canvas.remove(), 450);
  }
  addEventListener('pointerdown', stop, true);
  addEventListener('keydown', stop, true);
  raf = requestAnimationFrame(tick);
  return stop;
}
