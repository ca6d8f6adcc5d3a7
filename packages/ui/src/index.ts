// @cascade/ui — Svelte 5 components shared by the apps: they render state and emit move intents;
// they hold no rules. Legal targets come in from the app's controller, which asks core.
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
export {
  BoardInput,
  DOUBLE_TAP_MS,
  DragMachine,
  type DragEnd,
  type DragState,
  type InputHost,
} from './input.ts';
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
export {
  pileIndex,
  pileKind,
  resolveTarget,
  selectionSize,
  selectionTargets,
  type PileKind,
} from './targets.ts';
export { RANK_LABELS, SUIT_PATHS, suitColour } from './suits.ts';
export { stateBox } from './state.svelte.ts';
export type * from './types.ts';
