// !! BROWSER SAFE !!
/**
 * Running a Solver in slices inside a worker: how long a slice lasts, and how to yield between
 * slices so that messages that came meanwhile (a cancel among them) are read. The engine host of
 * @cascade/play runs every job this way.
 */

/** How long a job runs before the worker yields to read messages. */
export const SLICE_MS = 10;

/**
 * A task-queue yield for sliced work: `f` runs as a new task, after the messages already waiting
 * (a cancel among them). Node: setImmediate (it drains a port's messages in one go, so a port would
 * starve its timers and other ports). Browsers: a message to ourselves, because they stretch a
 * nested setTimeout(0) to 4 ms, which would idle about a third of every 10 ms slice.
 */
export function yieldToMessages(): (f: () => void) => void {
  if (typeof setImmediate === 'function') return (f) => void setImmediate(f);
  if (typeof MessageChannel === 'undefined') return (f) => void setTimeout(f, 0);
  // The ports as browsers have them (lib has no DOM types here).
  interface Port {
    onmessage: (() => void) | null;
    postMessage(message: null): void;
  }
  const channel = new MessageChannel() as unknown as { port1: Port; port2: Port };
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (f) => {
    waiting.push(f);
    channel.port2.postMessage(null);
  };
}
