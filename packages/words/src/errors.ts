// !! BROWSER SAFE !!
/**
 * Core's move and notation errors in words, keyed by code: each says the rule a move breaks, with
 * the cards and piles concerned. Clauses start in lower case and have no full stop, so a caller can
 * put them after "illegal move 3 (12): " or make a sentence of them (`sentence`).
 */
import {
  cardOf,
  cardSymbol,
  PILE_KINDS,
  quoteInput,
  rankOf,
  showInput,
  SUIT_NAMES,
  type MoveError,
  type NotationError,
  type ReplayError,
} from '@cascade/core';
import { aRank, BUILD_POLICY_WORDS, orList, pileName, plural, rankName } from './phrases.ts';
import { runLimitWhy } from './run-limit.ts';

type BuildError = Extract<MoveError, { code: 'move/does-not-fit' }>;

/**
 * "a red 8", "an 8", or one card as every sentence writes cards: "the 8♥" (a card that builds on
 * nothing is said apart).
 */
function wantedCard(e: BuildError): string {
  const { rank, color, suit } = e.wanted;
  if (rank === null) return 'nothing';
  if (suit !== null) return `the ${cardSymbol(cardOf(rank, suit))}`;
  return color === null ? aRank(rank) : `a ${color} ${rankName(rank)}`;
}

/** What is wrong with a value that is not a move: "the move's destination must be a column, cell or foundation, got \"tableau\"". */
function malformedText(e: Extract<MoveError, { code: 'move/malformed' }>): string {
  const role = e.role ?? 'source';
  switch (e.fault) {
    case 'not-a-move':
      return `a move must be an object with from, to and count, got ${e.got}`;
    case 'not-a-pile':
      return `the move's ${role} must be a pile, got ${e.got}`;
    case 'bad-kind':
      return `the move's ${role} must be a ${orList(PILE_KINDS)}, got ${e.got}`;
    case 'bad-index':
      return `the move's ${role} needs a number as its index, got ${e.got}`;
    case 'bad-count':
      return `a move's count must be a number, got ${e.got}`;
  }
}

/** Why a move is illegal, as a clause: "the 6♠ cannot go on the 9♣: it goes on a red 7 (…)". */
export function moveErrorText(e: MoveError): string {
  switch (e.code) {
    case 'move/malformed':
      return malformedText(e);
    case 'move/bad-pile':
      return `there is no ${e.pile.kind === 'foundation' ? `foundation ${e.pile.index + 1}` : pileName(e.pile)} in this game`;
    case 'move/same-pile':
      return 'a card cannot move onto its own pile';
    case 'move/bad-count':
      switch (e.reason) {
        case 'not-a-count':
          return `cannot move ${plural(e.count, 'card')}`;
        case 'runs-only':
          return 'only the top card can go there: cards move together only from a column onto a column';
        case 'too-few':
          return `${pileName(e.pile)} has only ${plural(e.available, 'card')}`;
      }
      break;
    case 'move/empty-source':
      return `${pileName(e.pile)} is empty`;
    case 'move/cell-to-cell':
      return 'a card in a free cell moves only to a column or a foundation, never to another cell';
    case 'move/foundation-fixed':
      return e.removable
        ? 'a foundation card may only come back onto a column'
        : 'a card on a foundation never comes back in this game';
    case 'move/must-leave-cell':
      return `the ${cardSymbol(e.card)} went into ${pileName({ kind: 'cell', index: e.cell })} last move, so it must leave it now, to a column or a foundation`;
    case 'move/not-a-run':
      return `the top ${e.count} cards of ${pileName(e.pile)} do not move together: they are not in sequence (${e.run === 1 ? 'only the top card moves' : `only the top ${e.run} move as a run`})`;
    case 'move/foundation': {
      const foundation = `the ${SUIT_NAMES[e.suit]} foundation`;
      switch (e.problem) {
        case 'wrong-suit':
          return `the ${cardSymbol(e.card)} belongs on ${foundation}`;
        case 'complete':
          return `${foundation} is complete`;
        case 'not-next':
          return `the ${cardSymbol(e.card)} cannot go home yet: ${foundation} needs the ${e.needed === null ? 'next card' : cardSymbol(e.needed)} next`;
      }
      break;
    }
    case 'move/cell-closed':
      return `${pileName(e.pile)} has closed: each free cell can be used only once`;
    case 'move/cell-occupied':
      return `${pileName(e.pile)} is already taken`;
    case 'move/cell-selective':
      return `the ${cardSymbol(e.card)} cannot go to a free cell while another column shows a card of the same rank (the ${cardSymbol(e.blocker)} in column ${e.column + 1})`;
    case 'move/empty-column-closed':
      return 'an empty column cannot be filled in this game';
    case 'move/empty-column-kings-only': {
      const lead = aRank(e.rank);
      return `only ${lead} or a run led by ${lead} may fill an empty column`;
    }
    case 'move/does-not-fit':
      if (e.wanted.rank === null)
        // A King building down (an Ace building up): there is no card for it to go on.
        return `the ${cardSymbol(e.card)} cannot go on the ${cardSymbol(e.onto)} or on any other card: columns build ${e.direction}, and no card ranks ${e.direction === 'down' ? 'above' : 'below'} ${aRank(rankOf(e.card))}`;
      return `the ${cardSymbol(e.card)} cannot go on the ${cardSymbol(e.onto)}: it goes on ${wantedCard(e)} (build ${e.direction}, ${BUILD_POLICY_WORDS[e.policy].rule})`;
    case 'move/run-too-long':
      return `a run of ${e.count} cards is too long: at most ${e.breakdown.limit} can move now, ${runLimitWhy(e.breakdown)}`;
    case 'move/not-expandable': {
      const why =
        e.why === 'space'
          ? 'there is not enough free space'
          : e.why === 'single-use'
            ? 'single-use free cells would close on the way, which the run moved as one unit does not do'
            : e.step === null
              ? 'a step of it is not legal'
              : moveErrorText(e.step);
      return `this run moves as one unit by rule, but cannot be played card by card here: ${why}`;
    }
  }
}

/** Why a move token cannot be read, as a clause. */
export function notationErrorText(e: NotationError): string {
  switch (e.code) {
    case 'notation/syntax':
      return `${quoteInput(e.token)} is not a move: write the source then the destination, like 38, 3a, a3, 3h or 15v3`;
    case 'notation/bad-source':
    case 'notation/bad-destination':
      switch (e.problem) {
        case 'no-column':
          return `there is no column ${e.pile === '0' ? 10 : e.pile} in this game`;
        case 'no-cell':
          return `there is no free cell ${e.pile.toLowerCase()} in this game`;
        case 'foundation-suit':
          return 'a foundation as the source needs its suit, like hS3';
      }
      break;
    case 'notation/bad-count':
      return `${quoteInput(e.token)}: a count (v…) belongs only to a run moved between columns, and is at least 1`;
  }
}

/** Why a move of a replayed line failed (the token cannot be read, or the move is illegal). */
export function replayErrorText(e: ReplayError): string {
  return 'token' in e.error ? notationErrorText(e.error) : moveErrorText(e.error);
}

/** `move 3 (5a): the 5♠ cannot go …`: where a replay stopped and why, the token shown safely. */
export function replayErrorLine(e: ReplayError): string {
  return `move ${e.index + 1} (${showInput(e.token)}): ${replayErrorText(e)}`;
}
