/** House-rules courses: each step's par under the rules, worked out in the tutor's worker. */
import type { RulesSpec } from '@cascade/core';
import type { EngineClient } from '@cascade/play/engine';
import type { TutorRequests } from './game/engine/protocol.ts';
import type { PlayStep } from './lessons/types.ts';

/** Positions searched per step before it is set aside (keeps a house course quick to open). */
export const HOUSE_CHECK_STATES = 60_000;

export type StepCheck =
  { readonly ok: true; readonly par: number } | { readonly ok: false; readonly why: string };

export async function checkStep(
  engine: EngineClient<TutorRequests>,
  step: PlayStep,
  rules: RulesSpec,
): Promise<StepCheck> {
  const a = await engine.request('par', {
    rules,
    board: step.board,
    goal: step.goal,
    maxStates: HOUSE_CHECK_STATES,
    ...(step.allowed ? { allowed: step.allowed } : {}),
  });
  switch (a.status) {
    case 'ok':
      return a.par === 0
        ? { ok: false, why: 'its goal holds from the start under these rules' }
        : { ok: true, par: a.par };
    case 'unreachable':
      return { ok: false, why: 'its goal cannot be reached under these rules' };
    case 'too-big':
      return { ok: false, why: 'too many positions to check under these rules' };
    case 'invalid':
      return { ok: false, why: 'its board does not fit these rules' };
  }
}
