/**
 * The live region's text: what a screen reader hears after a move, a pick, a refusal. Sentences
 * said while a change runs (`saying`) are joined into one announcement, since a later one would
 * replace the first before it is read; a sentence that `follow`s one of the same turn is added to
 * it; the same words twice in a row are varied invisibly, so they are spoken again.
 */
import { plainBox, type Box, type BoxFactory } from './box.ts';

export class Announcer {
  readonly #text: Box<string>;
  /** Sentences collected while a change runs (see `saying`), else null. */
  #sentences: string[] | null = null;
  /** An announcement was made in this turn (until the next microtask). */
  #speaking = false;

  constructor(box: BoxFactory = plainBox) {
    this.#text = box('');
  }

  /** The latest announcement. */
  get text(): string {
    return this.#text.get();
  }

  /**
   * Puts a sentence in the live region. `follow`: it follows a sentence of the same turn instead
   * of replacing it (a refused move, then the pile the same tap picks).
   */
  say(text: string, options: { readonly follow?: boolean } = {}): void {
    if (this.#sentences) {
      this.#sentences.push(text);
      return;
    }
    const now = this.#text.get();
    if (options.follow && this.#speaking) {
      this.#text.set(`${now} ${text}`);
      return;
    }
    this.#text.set(text === now ? `${text}\u00a0` : text);
    this.#speaking = true;
    queueMicrotask(() => (this.#speaking = false));
  }

  /** Runs `change` and announces `first` followed by whatever the change said, as one message. */
  saying(change: () => void, first: string): void {
    const outer = this.#sentences;
    const sentences: string[] = [first];
    this.#sentences = sentences;
    try {
      change();
    } finally {
      this.#sentences = outer;
    }
    this.say(sentences.join(' '));
  }
}
