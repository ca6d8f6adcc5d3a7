// Bundled for the browser (from the installed tarballs) and run in Chromium: deal 2 solved and
// the solution replayed, and the hint of deal 1, in the page's own thread.
import { deal, isWon, replayMoves } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { solve } from '@cascade/solver';
import { hint } from '@cascade/hints';

const rules = getVariant('freecell').rules;
const start = deal(rules, 2);
const r = start.ok ? solve(start.value, { mode: 'fast' }) : { status: 'no deal' };
const end = r.status === 'solved' ? replayMoves(start.value, r.moves) : null;
const first = deal(rules, 1);
const h = first.ok ? hint({ start: first.value, moves: [] }) : { status: 'no deal' };
globalThis.cascadeResult = {
  status: r.status,
  moves: r.status === 'solved' ? r.moves.length : 0,
  won: end !== null && end.ok && isWon(end.value),
  hint: h.status === 'winnable' ? h.notation : h.status,
  wasm: typeof WebAssembly === 'object',
};
