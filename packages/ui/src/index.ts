// @cascade/ui — Svelte 5 components shared by the apps: they render state and emit move intents;
// they hold no rules. Legal targets and the pick come in from the app's session, which asks core;
// what a press picks is @cascade/play/pick's.
export { default as Board } from './Board.svelte';
export { default as Card } from './Card.svelte';
export {
  CARD_FACES,
  setCardFace,
  type CardFaceComponent,
  type CardFaceId,
  type FaceProps,
} from './faces/face.ts';
export { default as Column } from './Column.svelte';
export { default as Controls } from './Controls.svelte';
export { default as Foundation } from './Foundation.svelte';
export { default as FreeCell } from './FreeCell.svelte';
export { default as ProblemCard } from './ProblemCard.svelte';
export { default as SiteHeader } from './SiteHeader.svelte';
export { default as SkipLink } from './SkipLink.svelte';
export { DragMachine, type DragEnd, type DragState } from './board/drag.svelte.ts';
export { pileAt, pileBoxes } from './board/hit.ts';
export {
  boardGeometry,
  boardPadding,
  columnRow,
  MIN_CARD_WIDTH,
  neighbour,
  slotCount,
  slotX,
  topRow,
  type BoardGeometry,
  type BoardShape,
  type Direction,
} from './geometry.ts';
export { RANK_LABELS, SUIT_PATHS, suitColour } from './suits.ts';
export { stateBox } from './state.svelte.ts';
export type * from './types.ts';
