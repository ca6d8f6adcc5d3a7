/** What the controller's tests share: a lesson step's controller, with the tutor's engine in-process. */
import { localClient } from '@cascade/play/engine/host';
import type { memoryStore } from '@cascade/play/storage';
import { COURSES, courseSteps } from '../lessons/index.ts';
import { stepVariant } from '../lessons/step-rules.ts';
import type { PlayStep } from '../lessons/types.ts';
import { StepController } from './controller.svelte.ts';
import { tutorHandlers } from './engine/service.ts';

/** The tutor's engine in-process: the worker's service, without the worker. */
export const localEngine = () => localClient(tutorHandlers());

export function step(course: string, id: string): PlayStep {
  const c = COURSES.find((x) => x.id === course);
  const s = c && courseSteps(c).find((x) => x.id === id);
  if (!s || s.kind !== 'play') throw new Error(`no play step ${course}/${id}`);
  return s;
}

export function controller(
  course: string,
  id: string,
  options: { engine?: boolean; store?: ReturnType<typeof memoryStore> } = {},
) {
  const s = step(course, id);
  return new StepController({
    step: s,
    rules: stepVariant(s).rules,
    par: s.par,
    engine: options.engine ? localEngine() : null,
    store: options.store ?? null,
    courseId: course,
  });
}

/** Waits for the controller's background checks (the in-process engine answers on a microtask). */
export const settle = () => new Promise((r) => setTimeout(r, 20));
