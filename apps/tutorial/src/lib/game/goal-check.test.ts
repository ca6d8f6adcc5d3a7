/**
 * The goal check the controller makes after every move (the engine's `check`): on every step of
 * every course, from the start and after each first move the step allows, it settles whether the
 * goal can still be reached (reached, reachable in n, unreachable: never unknown), each check within
 * MAX_STATES positions and within half a second of the processor's time (LIMIT_MS).
 *
 * The time is the work done, not the wall clock: the test process's CPU time (process.cpuUsage;
 * Vitest runs each file in a process of its own and the check runs on its one thread), which other
 * work on a busy machine does not stretch. A check over the bound (a garbage collection, the JIT
 * warming up) is timed twice more and its fastest run counts. The slowest is printed.
 */
import { legalMoves, type Move } from '@cascade/core';
import { runToEnd } from '@cascade/hints';
import { describe, expect, test } from 'vitest';
import { courseSteps } from '../lessons/index.ts';
import { stepVariant } from '../lessons/step-rules.ts';
import { COURSE_CASES } from './course-cases.ts';
import { TutorService } from './engine/service.ts';
import { moveAllowed, openBoard } from './steps.ts';

/**
 * The work a check may take, in positions: the largest board of the courses needs 17,641 (FreeCell's
 * run-limit step); at about 20 µs a position on these machines that is well under half a second.
 */
const MAX_STATES = 25_000;
/** What a learner waits for a check, at most: the processor's time, in milliseconds. */
const LIMIT_MS = 500;

describe.each(COURSE_CASES)('the goal check, course %s', (label, course, variant) => {
  test('settled from the start and after each first move, each within MAX_STATES positions and half a second', () => {
    const service = new TutorService();
    const problems: string[] = [];
    let slowest = { ms: 0, what: '' };
    let most = 0;
    let checks = 0;
    for (const step of courseSteps(course)) {
      if (step.kind !== 'play') continue;
      const rules = variant?.rules ?? stepVariant(step).rules;
      const start = openBoard(step.board, rules);
      if (!start.ok) throw new Error(`${step.id}: ${start.error}`);
      const firsts = legalMoves(start.value).filter((m) => moveAllowed(step.allowed, m, start.value));
      for (const moves of [[], ...firsts.map((m) => [m])] as Move[][]) {
        const timed = () => {
          const t0 = process.cpuUsage();
          const answer = runToEnd(
            service.check({
              rules,
              board: step.board,
              goal: step.goal,
              moves,
              par: step.par,
              ...(step.allowed ? { allowed: step.allowed } : {}),
            }),
          );
          const used = process.cpuUsage(t0);
          return { answer, ms: (used.user + used.system) / 1000 };
        };
        const first = timed();
        const a = first.answer;
        let ms = first.ms;
        if (ms > LIMIT_MS) ms = Math.min(ms, timed().ms, timed().ms);
        checks++;
        const what = `${step.id} after ${moves.length === 0 ? 'no move' : JSON.stringify(moves[0])}`;
        if (ms > slowest.ms) slowest = { ms, what };
        if (a.status !== 'reached') most = Math.max(most, a.states);
        if (a.status === 'unknown') problems.push(`${what}: unknown`);
        if (ms > LIMIT_MS) problems.push(`${what}: ${Math.round(ms)} ms of CPU time`);
        if (a.status !== 'reached' && a.states > MAX_STATES) problems.push(`${what}: ${a.states} positions`);
      }
    }
    console.log(
      `${label}: ${checks} checks, the slowest ${Math.round(slowest.ms)} ms (${slowest.what}), at most ${most} positions`,
    );
    expect(problems).toEqual([]);
  });
});
