/** The practice engine's requests and answers: plain JSON, carried by @cascade/play/engine. */
import type { Drill, DrillKind } from './drills.ts';

export interface DrillRequest {
  readonly kind: DrillKind;
  readonly seed: number;
  /** The games it may be set in (the seed picks one): the learner's, or the one chosen. */
  readonly variants: readonly string[];
}

export type DrillAnswer =
  { readonly status: 'ok'; readonly drill: Drill } | { readonly status: 'failed'; readonly reason: string };

export type PracticeRequests = {
  drill: { request: DrillRequest; answer: DrillAnswer };
  /** The next drill, made while the learner answers this one (its own worker, so it never supersedes `drill`). */
  ahead: { request: DrillRequest; answer: DrillAnswer };
};

export const PRACTICE_ROUTE = { drill: 'drills', ahead: 'drills-ahead' } as const;
