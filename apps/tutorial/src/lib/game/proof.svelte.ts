/**
 * A proof step's controller: the solver, in the engine's worker, settles a whole deal (for 11982,
 * the proof that it cannot be won), and the step is marked done once it has (no stars: nothing was
 * played).
 */
import { deal as dealPosition, type Position, type RulesSpec } from '@cascade/core';
import { boardLayout } from '@cascade/play/board';
import { SupersededError, type EngineClient } from '@cascade/play/engine';
import type { KeyValueStore } from '@cascade/play/storage';
import type { BoardLayout } from '@cascade/ui';
import type { ProofStep } from '../lessons/types.ts';
import { loadProgress, recordResult, saveProgress } from '../progress.ts';
import type { ProofAnswer, TutorRequests } from './engine/protocol.ts';

export type ProofState =
  | { readonly status: 'idle' }
  | { readonly status: 'proving'; readonly since: number }
  | { readonly status: 'done'; readonly answer: ProofAnswer }
  | { readonly status: 'failed'; readonly message: string };

export class ProofController {
  readonly step: ProofStep;
  readonly rules: RulesSpec;
  readonly start: Position;
  readonly layout: BoardLayout;
  state = $state.raw<ProofState>({ status: 'idle' });
  announcement = $state('');

  readonly #engine: EngineClient<TutorRequests> | null;
  readonly #store: KeyValueStore | null;
  readonly #courseId: string | null;
  readonly #now: () => number;

  constructor(options: {
    step: ProofStep;
    rules: RulesSpec;
    engine?: EngineClient<TutorRequests> | null;
    store?: KeyValueStore | null;
    courseId?: string;
    now?: () => number;
  }) {
    this.step = options.step;
    this.rules = options.rules;
    const p = dealPosition(options.rules, options.step.deal);
    if (!p.ok) throw new Error(`deal ${options.step.deal}: ${p.error.message}`);
    this.start = p.value;
    this.layout = boardLayout(p.value);
    this.#engine = options.engine ?? null;
    this.#store = options.store ?? null;
    this.#courseId = options.courseId ?? null;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Asks the solver, in the worker, to settle the deal. */
  async prove(): Promise<void> {
    if (this.state.status === 'proving') return;
    if (!this.#engine) {
      this.state = { status: 'failed', message: 'The solver is not available here.' };
      return;
    }
    this.state = { status: 'proving', since: this.#now() };
    this.announcement = `Proving: the solver is searching every position of deal ${this.step.deal}…`;
    try {
      const answer = await this.#engine.request('prove', { rules: this.rules, deal: this.step.deal });
      this.state = { status: 'done', answer };
      this.announcement = proofSentence(this.step.deal, answer);
      if (answer.status !== 'unknown' && this.#store && this.#courseId) {
        const { progress } = loadProgress(this.#store);
        // Done, with no stars: the learner watched the solver, and stars mean play.
        saveProgress(this.#store, recordResult(progress, this.#courseId, this.step.id, 0, 0));
      }
    } catch (e) {
      if (e instanceof SupersededError) return;
      this.state = { status: 'failed', message: 'The solver stopped unexpectedly. Try again.' };
      this.announcement = this.state.message;
    }
  }
}

const grouped = (n: number): string => n.toLocaleString('en-US');

/** The proof's outcome in one sentence. */
export function proofSentence(deal: number, a: ProofAnswer): string {
  const secs = (a.ms / 1000).toFixed(a.ms < 10_000 ? 2 : 1);
  switch (a.status) {
    case 'unsolvable':
      return `Proven: deal ${deal} cannot be won. The solver visited all ${grouped(a.states)} positions the deal can reach, in ${secs} s, and none of them leads to a win.`;
    case 'solved':
      return `Deal ${deal} can be won: the solver found a win in ${a.moves} moves (${grouped(a.states)} positions, ${secs} s).`;
    case 'unknown':
      return `The solver ran out of time after ${grouped(a.states)} positions (${secs} s) without settling deal ${deal}.`;
  }
}
