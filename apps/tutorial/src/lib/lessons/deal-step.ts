/**
 * A checkpoint step (a whole deal) as the step player plays it: the deal's board, the win as its
 * goal. The board comes from core's deal at build time (the page's server load), so the dealing
 * code stays out of the lesson pages' JavaScript.
 */
import type { DealStep, PlayStep } from './types.ts';

export function dealAsPlay(step: DealStep, board: string): PlayStep {
  return {
    kind: 'play',
    id: step.id,
    title: step.title,
    variant: step.variant,
    text: step.text,
    board,
    goal: { kind: 'win' },
    // Unused: a whole deal has no par (the controller plays it as a whole deal).
    par: 0,
    knobs: ['deal'],
  };
}
