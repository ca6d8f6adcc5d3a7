/**
 * A session's history: every move made (the redo tail after the cursor), the positions after each,
 * and where the cursor is. Unlimited undo and redo; an autoplay move is undone and redone with the
 * player's move before it. Moves are checked before they get here (`restore` checks its own).
 */
import { applyMove, moveError, pileKey, type Move, type MoveError, type Position } from '@cascade/core';
import type { Box, BoxFactory, LastMove } from '../types.ts';

export interface HistoryEntry {
  readonly move: Move;
  /** Made by autoplay (undone together with the player's move before it). */
  readonly auto: boolean;
}

export class History {
  readonly start: Position;
  /** Every move made, including those undone (the redo tail is after the cursor). */
  readonly #entries: Box<readonly HistoryEntry[]>;
  /** How many entries are applied. */
  readonly #cursor: Box<number>;
  readonly #position: Box<Position>;
  /** positions[i]: the position after i entries (kept in step with the entries). */
  #positions: Position[];

  constructor(start: Position, box: BoxFactory) {
    this.start = start;
    this.#entries = box<readonly HistoryEntry[]>([]);
    this.#cursor = box(0);
    this.#position = box(start);
    this.#positions = [start];
  }

  get position(): Position {
    return this.#position.get();
  }

  get entries(): readonly HistoryEntry[] {
    return this.#entries.get();
  }

  get cursor(): number {
    return this.#cursor.get();
  }

  /** The player's moves applied (autoplay's are the game's, not the player's: not counted). */
  get moveCount(): number {
    return this.entries.slice(0, this.cursor).filter((e) => !e.auto).length;
  }

  /** The moves applied, in order. */
  get moves(): readonly Move[] {
    return this.entries.slice(0, this.cursor).map((e) => e.move);
  }

  get canUndo(): boolean {
    return this.entries.slice(0, this.cursor).some((e) => !e.auto);
  }

  get canRedo(): boolean {
    return this.cursor < this.entries.length;
  }

  /** The position after `c` entries. */
  positionAt(c: number): Position {
    return this.#positions[c] as Position;
  }

  /** Where an undo goes: back past autoplay's moves to before the player's last one. */
  undoTarget(): number {
    let c = this.cursor;
    const entries = this.entries;
    while (c > 0 && entries[c - 1]?.auto) c--;
    return c > 0 ? c - 1 : c;
  }

  /** Where a redo goes: the player's next move and autoplay's after it. */
  redoTarget(): number {
    const entries = this.entries;
    let c = this.cursor + 1;
    while (c < entries.length && entries[c]?.auto) c++;
    return c;
  }

  /** Plays an entry after the cursor (the redo tail is dropped). */
  push(entry: HistoryEntry): void {
    const next = applyMove(this.position, entry.move);
    const c = this.cursor;
    this.#entries.set([...this.entries.slice(0, c), entry]);
    this.#positions = [...this.#positions.slice(0, c + 1), next];
    this.#cursor.set(c + 1);
    this.#position.set(next);
  }

  /** Moves the cursor (undo, redo, a jump back). */
  moveTo(c: number): void {
    this.#cursor.set(c);
    this.#position.set(this.positionAt(c));
  }

  /** Back to the start, with nothing to redo. */
  clear(): void {
    this.#entries.set([]);
    this.#positions = [this.start];
    this.#cursor.set(0);
    this.#position.set(this.start);
  }

  /**
   * Puts back a saved history (its moves checked with core one by one) with `cursor` of them
   * applied. Returns the first move that is not legal, and why (then nothing changes), or null.
   */
  restore(
    entries: readonly HistoryEntry[],
    cursor: number,
  ): { readonly index: number; readonly error: MoveError } | null {
    const positions: Position[] = [this.start];
    for (const [index, { move }] of entries.entries()) {
      const p = positions[positions.length - 1] as Position;
      const error = moveError(p, move);
      if (error) return { index, error };
      positions.push(applyMove(p, move));
    }
    const c = Math.max(0, Math.min(cursor, entries.length));
    this.#entries.set(entries);
    this.#positions = positions;
    this.moveTo(c);
    return null;
  }

  /** The player's latest move among the first `c` (autoplay's are not marked on the board). */
  lastMoveAt(c: number): LastMove | null {
    const entries = this.entries;
    for (let i = Math.min(c, entries.length) - 1; i >= 0; i--) {
      const e = entries[i] as HistoryEntry;
      if (!e.auto) return { from: pileKey(e.move.from), to: pileKey(e.move.to) };
    }
    return null;
  }
}
