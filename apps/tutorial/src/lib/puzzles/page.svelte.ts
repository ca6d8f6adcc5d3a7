/**
 * What every puzzle page loads in the browser: the puzzles (source.ts) and the learner's record. A
 * damaged record is said once: its good parts are saved at once (the stored text was set aside first).
 */
import { browserStore } from '@cascade/play/storage';
import { preparePuzzles } from '../game/puzzle.svelte.ts';
import { loadPuzzles } from './source.ts';
import { loadRecord, saveRecord, type PuzzleRecord } from './store.ts';
import type { Puzzle } from './types.ts';

export class PuzzlesState {
  puzzles = $state<readonly Puzzle[]>([]);
  record = $state<PuzzleRecord | null>(null);
  /** What was wrong with the stored record, if anything. */
  problem = $state<string | null>(null);
  /** Why the puzzles could not be loaded. */
  error = $state<string | null>(null);
  ready = $state(false);
  /** The menu may be drawn: a task after the puzzle, so the page's first render stays short. */
  menu = $state(false);

  async load(fetch: typeof globalThis.fetch): Promise<void> {
    const store = browserStore();
    const loaded = loadRecord(store);
    this.record = loaded.record;
    this.problem = loaded.problem;
    if (loaded.problem) saveRecord(store, loaded.record);
    const [r] = await Promise.all([loadPuzzles(fetch), preparePuzzles()]);
    if (r.ok) this.puzzles = r.value;
    else this.error = r.error;
    this.ready = true;
    setTimeout(() => (this.menu = true), 0);
  }

  /** Reads the record again (after an attempt). */
  refresh(): void {
    this.record = loadRecord(browserStore()).record;
  }
}
