// !! BROWSER SAFE !!
/**
 * Why a move is good, in the terms a player learns: send cards home, dig out the low cards,
 * empty columns (they multiply the run you can move), keep free cells open, build runs.
 */
import {
  applyMove,
  cardSymbol,
  foundationAccepts,
  isHome,
  maxRunMove,
  pileName,
  rankOf,
  runStartRank,
  topCard,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';

export const REASON_KINDS = [
  'sends-home',
  'empties-column',
  'frees-card',
  'frees-cell',
  'fills-column',
  'moves-run',
  'builds-run',
  'parks-card',
  'only-move',
] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

export interface Reason {
  readonly kind: ReasonKind;
  /** One sentence, starting with "It …". */
  readonly text: string;
}

/** The cards a move lifts, bottom first. */
export function movedCards(pos: Position, m: Move): Card[] {
  switch (m.from.kind) {
    case 'column': {
      const col = pos.columns[m.from.index] ?? [];
      return col.slice(col.length - m.count);
    }
    case 'cell': {
      const c = pos.cells[m.from.index];
      return typeof c === 'number' ? [c] : [];
    }
    case 'foundation':
      return [];
  }
}

/**
 * The card below the moved ones in the source column that the foundations want soonest (next on
 * its foundation, else the lowest rank still to go home), with how many cards cover it after the move.
 */
function buriedTarget(pos: Position, m: Move): { card: Card; above: number } | null {
  if (m.from.kind !== 'column') return null;
  const col = pos.columns[m.from.index] ?? [];
  const rest = col.slice(0, col.length - m.count);
  let best: { card: Card; above: number; score: number } | null = null;
  for (let i = 0; i < rest.length; i++) {
    const card = rest[i] as Card;
    if (isHome(pos, card)) continue;
    const next = foundationAccepts(pos, card);
    const low = pos.rules.foundationDirection === 'up' ? rankOf(card) : pos.rules.maxRank + 1 - rankOf(card);
    // Only cards that matter soon: next on a foundation, or among the lowest three ranks.
    if (!next && low > 3) continue;
    const score = (next ? 0 : 100) + low * 10 + (rest.length - 1 - i);
    if (!best || score < best.score) best = { card, above: rest.length - 1 - i, score };
  }
  return best ? { card: best.card, above: best.above } : null;
}

/** Explains a (good) move in the position it is played from. `line` is the rest of the plan, this move first. */
export function explainMove(pos: Position, m: Move, options: { onlyMove?: boolean } = {}): Reason {
  const cards = movedCards(pos, m);
  const card = cards[0];
  const what = card === undefined ? 'the card' : `the ${cardSymbol(card)}`;
  const after = applyMove(pos, m);
  if (m.to.kind === 'foundation')
    return { kind: 'sends-home', text: `It sends ${what} home to its foundation.` };

  if (
    m.from.kind === 'column' &&
    (after.columns[m.from.index]?.length ?? 0) === 0 &&
    m.to.kind !== 'column'
  ) {
    return { kind: 'empties-column', text: emptiesText(pos, m.from.index, after) };
  }
  if (
    m.from.kind === 'column' &&
    m.to.kind === 'column' &&
    (after.columns[m.from.index]?.length ?? 0) === 0 &&
    (pos.columns[m.to.index]?.length ?? 0) > 0
  ) {
    return { kind: 'empties-column', text: emptiesText(pos, m.from.index, after) };
  }
  const buried = buriedTarget(pos, m);
  if (buried && buried.above === 0) {
    return {
      kind: 'frees-card',
      text: `It uncovers the ${cardSymbol(buried.card)}, which ${foundationAccepts(pos, buried.card) ? 'can then go home' : 'the foundations will need soon'}.`,
    };
  }
  if (m.from.kind === 'cell') {
    const dest = topCard(pos.columns[m.to.index] ?? []);
    return {
      kind: 'frees-cell',
      text: `It takes ${what} out of ${pileName(m.from)}${dest === undefined ? '' : ` onto the ${cardSymbol(dest)}`}, keeping a free cell open for later.`,
    };
  }
  if (m.to.kind === 'cell') {
    return buried
      ? {
          kind: 'parks-card',
          text: `It parks ${what} in a free cell to dig toward the buried ${cardSymbol(buried.card)}${buried.above > 0 ? ` (${buried.above} card${buried.above === 1 ? '' : 's'} still above it)` : ''}.`,
        }
      : { kind: 'parks-card', text: `It parks ${what} in a free cell to open up ${pileName(m.from)}.` };
  }
  if ((pos.columns[m.to.index]?.length ?? 0) === 0) {
    const startsRun = card !== undefined && rankOf(card) === runStartRank(pos.rules);
    return {
      kind: 'fills-column',
      text: startsRun
        ? `It moves ${what} to the empty ${pileName(m.to)}, where a long run can grow from it.`
        : `It uses the empty ${pileName(m.to)} to make room${buried ? ` toward the ${cardSymbol(buried.card)}` : ''}.`,
    };
  }
  if (buried) {
    return {
      kind: 'frees-card',
      text: `It digs toward the buried ${cardSymbol(buried.card)}${buried.above > 0 ? ` (${buried.above} card${buried.above === 1 ? '' : 's'} left above it)` : ''}.`,
    };
  }
  if (options.onlyMove)
    return { kind: 'only-move', text: 'It is the only move that keeps the game winnable.' };
  const dest = topCard(pos.columns[m.to.index] ?? []);
  if (m.count > 1) {
    return {
      kind: 'moves-run',
      text: `It moves the run of ${m.count} cards onto the ${dest === undefined ? 'empty column' : cardSymbol(dest)}, keeping the run together.`,
    };
  }
  return {
    kind: 'builds-run',
    text: `It builds ${what} onto the ${dest === undefined ? 'column' : cardSymbol(dest)}, growing a run toward the foundations.`,
  };
}

function emptiesText(pos: Position, column: number, after?: Position): string {
  const name = `column ${column + 1}`;
  const rules = pos.rules;
  if (rules.emptyColumns === 'none') return `It clears ${name}.`;
  const kings =
    rules.emptyColumns === 'kings'
      ? ` (only a ${runStartRank(rules) === 1 ? 'Ace' : 'King'} can go there)`
      : '';
  if (rules.sequenceMove === 'standard' && after) {
    const before = maxRunMove(pos, false);
    const now = maxRunMove(after, false);
    if (now === before * 2)
      return `It empties ${name}${kings}, which doubles the run you can move (from ${before} to ${now} cards).`;
    if (now > before)
      return `It empties ${name}${kings}, so you can move longer runs (up to ${now} cards instead of ${before}).`;
  }
  return `It empties ${name}${kings}, giving you room to work.`;
}
