/**
 * Card faces: the classic face is drawn by Card.svelte itself; the others are components of their
 * own, loaded by the app only when chosen (`import('@cascade/ui/faces/large-index')`), and handed
 * to every card below through a context (setCardFace), so the board passes nothing on.
 */
import { getContext, setContext, type Component } from 'svelte';
import type { CardView } from '../types.ts';

export interface FaceProps {
  card: CardView;
  fourColour?: boolean;
  /** Small cards (phones): the index strip a fanned column shows is deeper. */
  compact?: boolean;
}

export type CardFaceComponent = Component<FaceProps>;

/** The faces the apps offer, by id (the classic one first: it needs no loading). */
export const CARD_FACES = ['classic', 'large-index', 'four-colour'] as const;
export type CardFaceId = (typeof CARD_FACES)[number];

const KEY = Symbol('card face');

/** Sets the face every card under this component draws with (null: the classic face). */
export function setCardFace(face: () => CardFaceComponent | null): void {
  setContext(KEY, face);
}

/** The face chosen above this card, if any. */
export function cardFace(): (() => CardFaceComponent | null) | undefined {
  return getContext<(() => CardFaceComponent | null) | undefined>(KEY);
}
