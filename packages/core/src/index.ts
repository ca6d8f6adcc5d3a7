// !! BROWSER SAFE !!
// @cascade/core — the public API.
export * from './card.ts';
export * from './result.ts';
export * from './rules-spec.ts';
export * from './setup.ts';
export * from './errors.ts';
export * from './quote.ts';
export * from './move.ts';
export {
  Position,
  fixedBase,
  foundationIndexOf,
  foundationRankAt,
  naturalBase,
  orderBase,
} from './position.ts';
export {
  applyMove,
  canBuildOn,
  expandRun,
  exposedPile,
  foundationAccepts,
  foundationTop,
  gameStatus,
  GAME_STATUSES,
  hasLegalMove,
  isHome,
  isLegal,
  isWon,
  legalMoves,
  liftedCards,
  maxRunMove,
  moveError,
  play,
  runLength,
  runStartRank,
  selectiveBlocker,
  topCard,
  type GameStatus,
  type LegalMovesOptions,
} from './legal.ts';
export * from './run-limit.ts';
export * from './autoplay.ts';
export * from './deal/index.ts';
export * from './layout-text.ts';
export * from './notation.ts';
