// !! BROWSER SAFE !!
/**
 * Moves in words: described for reading (hints, the tutorial), spoken for the live region (what a
 * screen reader hears after a move, a pick, an undo). Each takes the position the move is played
 * from. Never parsed back: standard notation is core's.
 */
import {
  cardName,
  cardSymbol,
  liftedCards,
  topCard,
  type Card,
  type Move,
  type Pile,
  type Position,
} from '@cascade/core';
import { andList, capital, orList, pileName, plural, uncapital } from './phrases.ts';

/** "Move the 7♥ from column 3 onto the 8♠ in column 5" (no full stop): a move for reading. */
export function describeMove(m: Move, position: Position): string {
  const cards = liftedCards(position, m);
  const moving = cards[0];
  const what =
    moving === undefined
      ? 'a card'
      : m.count > 1
        ? `the run of ${m.count} cards (${cardSymbol(moving)} to ${cardSymbol(cards[cards.length - 1] as Card)})`
        : `the ${cardSymbol(moving)}`;
  let dst: string;
  if (m.to.kind === 'column') {
    const top = topCard(position.columns[m.to.index] ?? []);
    dst =
      top === undefined
        ? `to the empty ${pileName(m.to)}`
        : `onto the ${cardSymbol(top)} in ${pileName(m.to)}`;
  } else {
    dst = `to ${pileName(m.to)}`;
  }
  return `Move ${what} from ${pileName(m.from)} ${dst}`;
}

/** "7 of hearts", "Queen of spades and 2 more cards": the cards a move lifts, as people say them. */
export function spokenCards(m: Move, position: Position): string {
  const c = liftedCards(position, m)[0];
  const what = c === undefined ? 'A card' : cardName(c);
  return `${what}${m.count > 1 ? ` and ${plural(m.count - 1, 'more card')}` : ''}`;
}

/** "7 of hearts to column 5": a move as the game says it (card names, for screen readers). */
export const spokenMove = (m: Move, position: Position): string =>
  `${spokenCards(m, position)} to ${pileName(m.to)}`;

/**
 * "The 7♥ onto the 8♠ in column 5", "The run from the J♥ (4 cards) to the empty column 2", "The
 * Q♠ home": a move as the tutorial says it, in the card symbols its lessons are written in.
 */
export function lessonMove(m: Move, position: Position): string {
  const first = liftedCards(position, m)[0];
  const what =
    first === undefined
      ? 'A card'
      : m.count > 1
        ? `The run from the ${cardSymbol(first)} (${m.count} cards)`
        : `The ${cardSymbol(first)}`;
  if (m.to.kind === 'column') {
    const top = topCard(position.columns[m.to.index] ?? []);
    return top === undefined
      ? `${what} to the empty ${pileName(m.to)}`
      : `${what} onto the ${cardSymbol(top)} in ${pileName(m.to)}`;
  }
  return m.to.kind === 'foundation' ? `${what} home` : `${what} to ${pileName(m.to)}`;
}

/**
 * "1 move is still open: the 9♥ onto the 10♣ in column 4", "5 moves are still open: the 9♥ onto …,
 * … and 2 more": the moves left in a position (at most `named` of them said, as the tutorial says
 * moves), for a game that goes on although its goal is out of reach.
 */
export function movesStillOpen(moves: readonly Move[], position: Position, named = 3): string {
  const said = moves.slice(0, named).map((m) => uncapital(lessonMove(m, position)));
  const more = moves.length - said.length;
  const list = andList(more > 0 ? [...said, `${more} more`] : said);
  return `${plural(moves.length, 'move')} ${moves.length === 1 ? 'is' : 'are'} still open${list ? `: ${list}` : ''}`;
}

/** How a session says a move it has played: the game's voice, or the tutorial's. */
export type MoveVoice = (m: Move, position: Position) => string;

/**
 * How a session names cards in everything it says (a move played, a pick, a pick let go, an undo,
 * the cards autoplay sent home): the game's spoken names ("Queen of hearts") or the lessons'
 * symbols ("the Q♥"), one style throughout.
 */
export interface Voice {
  /** A move played, as a sentence starts ("Queen of hearts to column 3", "The Q♥ onto the K♠ in column 3"). */
  readonly move: MoveVoice;
  /** The cards a move lifts, inside a sentence ("Queen of hearts and 2 more cards", "the Q♥ and 2 more cards"). */
  readonly cards: (m: Move, position: Position) => string;
  /** One card inside a sentence ("Ace of spades", "the A♠"). */
  readonly card: (c: Card) => string;
  /** A phrase that starts a sentence, put inside one (the lessons' "The Q♥" becomes "the Q♥"). */
  readonly inside: (s: string) => string;
}

/** The lessons' cards lifted, inside a sentence: "the Q♥", "the K♥ and 2 more cards". */
export function lessonCards(m: Move, position: Position): string {
  const c = liftedCards(position, m)[0];
  const what = c === undefined ? 'a card' : `the ${cardSymbol(c)}`;
  return `${what}${m.count > 1 ? ` and ${plural(m.count - 1, 'more card')}` : ''}`;
}

/** The game's voice for the live region: cards and moves spoken as the game says them. */
export const GAME_VOICE: Voice = { move: spokenMove, cards: spokenCards, card: cardName, inside: (s) => s };
/** The lessons' voice: cards and moves as the tutorial's steps write them. */
export const LESSON_VOICE: Voice = {
  move: lessonMove,
  cards: lessonCards,
  card: (c) => `the ${cardSymbol(c)}`,
  inside: uncapital,
};

/** "column 3, column 5 or a free cell": where the moves go, each pile once, free cells together. */
export function spokenDestinations(moves: readonly Move[]): string {
  const places: string[] = [];
  const cells = moves.filter((m) => m.to.kind === 'cell');
  for (const m of moves) {
    if (m.to.kind === 'cell') continue;
    const label = pileName(m.to);
    if (!places.includes(label)) places.push(label);
  }
  if (cells.length === 1 && cells[0]) places.push(pileName(cells[0].to));
  else if (cells.length > 1) places.push('a free cell');
  return orList(places);
}

/**
 * "Queen of hearts picked up: it can go to column 2 or a free cell." What a pick lifts and where
 * it may go: `moves` are the moves the pick would make, `count` the cards the pick holds (a
 * move of more cards takes those under them along: a top card picked where only its run fits).
 */
export function pickedUp(
  from: Pile,
  count: number,
  moves: readonly Move[],
  position: Position,
  voice: Voice = GAME_VOICE,
): string {
  const what = capital(voice.cards({ from, to: from, count }, position));
  const they = count > 1 ? 'they' : 'it';
  const whole = moves.filter((m) => m.count === count);
  const fewer = moves.filter((m) => m.count < count);
  // A top card picked alone takes the cards under it along where only its run fits.
  const more = moves.filter((m) => m.count > count);
  const where = [
    ...(whole.length > 0 ? [`${they} can go to ${spokenDestinations(whole)}`] : []),
    ...(fewer.length > 0 ? [`fewer cards can go to ${spokenDestinations(fewer)}`] : []),
    ...(more.length > 0
      ? [`with the cards under ${count > 1 ? 'them' : 'it'}, to ${spokenDestinations(more)}`]
      : []),
  ];
  return `${what} picked up: ${where.length === 0 ? `${they} cannot move anywhere now` : where.join('; ')}.`;
}

/**
 * "the J♣ 2 cards down would go on the Q♦, but the cards on it are not in sequence with it, so
 * they cannot move together": why a card deeper in a column, which would fit, cannot be moved.
 */
export function deeperCardFits(card: Card, onto: Card, above: number): string {
  const where = above === 1 ? 'under it' : `${above} cards down`;
  const on = above === 1 ? 'the card on it is' : 'the cards on it are';
  return `the ${cardSymbol(card)} ${where} would go on the ${cardSymbol(onto)}, but ${on} not in sequence with it, so they cannot move together`;
}

/** "Queen of hearts let go, back in column 8.": a pick given up (Escape, a click on the felt). */
export const letGo = (from: Pile, count: number, position: Position, voice: Voice = GAME_VOICE): string =>
  `${capital(voice.cards({ from, to: from, count }, position))} let go, still in ${pileName(from)}.`;

/** "Undone: Queen of hearts back to column 8." (`position`: before the move undone). */
export const undoneSentence = (m: Move | undefined, position: Position, voice: Voice = GAME_VOICE): string =>
  m ? `Undone: ${voice.cards(m, position)} back to ${pileName(m.from)}.` : 'Undone.';

/** "Redone: Queen of hearts to column 3." (`position`: before the move redone). */
export const redoneSentence = (m: Move | undefined, position: Position, voice: Voice = GAME_VOICE): string =>
  m ? `Redone: ${voice.inside(voice.move(m, position))}.` : 'Redone.';

/**
 * "Ace of spades and 2 of spades went home.", or for many, "7 cards went home: Ace of spades,
 * 2 of spades, Ace of hearts and 4 more.": which cards autoplay took, in the order they went.
 */
export function wentHome(cards: readonly Card[], voice: Voice = GAME_VOICE): string {
  const names = cards.map(voice.card);
  if (names.length <= 4) return `${capital(andList(names))} went home.`;
  return `${plural(names.length, 'card')} went home: ${names.slice(0, 3).join(', ')} and ${names.length - 3} more.`;
}

/**
 * A pile with nothing to play (a double click): "The 7♥ has no legal move.", or where a lesson
 * allows only some moves, "The 7♥ has no move here."
 */
export function noMoveSentence(card: Card | undefined, filtered: boolean): string {
  if (card === undefined) return filtered ? 'That card has no move here.' : 'That card has no move.';
  return `The ${cardSymbol(card)} has ${filtered ? 'no move here' : 'no legal move'}.`;
}

/**
 * Why a game core calls lost is lost, from its position: "Lost at once: the Q♣ went into a free cell
 * and no move can take it out again." (a card that had to leave its cell on this move), or "No legal
 * move is left: the game is lost."
 */
export function lostText(pos: Position): string {
  const c = pos.pendingCell === null ? undefined : pos.cells[pos.pendingCell];
  return typeof c === 'number'
    ? `Lost at once: the ${cardSymbol(c)} went into a free cell and no move can take it out again.`
    : 'No legal move is left: the game is lost.';
}
