/** A session's notices: one message shown to the player at a time, each with an id. */
import type { Box, BoxFactory } from '../types.ts';

/** A message shown to the player (and said): kinds beyond error and info are the tutorial's. */
export interface Notice {
  readonly id: number;
  readonly kind: 'error' | 'info' | 'hint' | 'success' | 'lost';
  readonly text: string;
}

export class Notices {
  readonly #notice: Box<Notice | null>;
  #id = 0;

  constructor(box: BoxFactory) {
    this.#notice = box<Notice | null>(null);
  }

  get current(): Notice | null {
    return this.#notice.get();
  }

  /** Shows a message. Returns its id. */
  show(kind: Notice['kind'], text: string): number {
    const id = ++this.#id;
    this.#notice.set({ id, kind, text });
    return id;
  }

  /** Hides the message (only if it is still message `id`, when given). */
  dismiss(id?: number): void {
    if (id === undefined || this.current?.id === id) this.#notice.set(null);
  }
}
