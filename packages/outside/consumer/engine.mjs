// Run with plain Node inside the project the tarballs were installed into: the engine packages as
// a user of them sees them. Prints one JSON object; the test checks it.
import { readFileSync } from 'node:fs';
import { deal, formatLayout, formatMove, isWon, legalMoves, play, replayMoves } from '@cascade/core';
import { countMoves } from '@cascade/core/debug';
import { getVariant } from '@cascade/variants';
import { solve } from '@cascade/solver';
import { hint } from '@cascade/hints';
import { moveErrorText } from '@cascade/words';
import { parseAtlasIndex, parseVariantAtlas } from '@cascade/atlas/reader';

const out = {};
const rules = getVariant('freecell').rules;
const start = deal(rules, 1);
if (!start.ok) throw new Error('deal 1 refused');
out.deal1 = formatLayout(start.value);

// Moves played, then taken back: the history is a list of positions, each one immutable.
const history = [start.value];
for (let i = 0; i < 3; i++) {
  const here = history.at(-1);
  const next = play(here, legalMoves(here)[0]);
  if (!next.ok) throw new Error('a legal move refused');
  history.push(next.value);
}
out.afterThree = formatLayout(history[3]);
history.pop();
history.pop();
history.pop();
out.undoneToStart = formatLayout(history[0]) === out.deal1;
const bad = play(start.value, {
  from: { kind: 'cell', index: 0 },
  to: { kind: 'foundation', index: 0 },
  count: 1,
});
out.refused = bad.ok ? null : moveErrorText(bad.error);
out.perft2 = countMoves(start.value, 2);

const solved = solve(start.value, { mode: 'fast' });
out.solved = solved.status;
if (solved.status === 'solved') {
  const end = replayMoves(start.value, solved.moves);
  out.replayedWon = end.ok && isWon(end.value);
  out.solutionLength = solved.moves.length;
}

const h = hint({ start: start.value, moves: [] });
out.hint = h.status === 'winnable' ? { status: h.status, notation: h.notation, sentence: h.sentence } : h;
if (h.status === 'winnable') out.hintIsLegal = play(start.value, h.move).ok;
out.firstMoveNotation = formatMove(legalMoves(start.value)[0], start.value);

// The atlas files `npx fc atlas export` wrote, read back with the browser-safe reader.
const dir = process.argv[2];
if (dir) {
  const index = parseAtlasIndex(JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')));
  if (!index.ok) throw new Error(index.error);
  const entry = index.value.variants.freecell;
  const atlas = parseVariantAtlas(JSON.parse(readFileSync(`${dir}/${entry.file}`, 'utf8')));
  if (!atlas.ok) throw new Error(atlas.error);
  out.atlas = {
    range: atlas.value.verdictRange,
    deal1: atlas.value.verdict(1),
    deal101: atlas.value.verdict(101),
  };
}
console.log(JSON.stringify(out));
