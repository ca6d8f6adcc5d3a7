/**
 * A stand-in for a module worker in unit tests: the page's side of a MessageChannel, with an
 * engine host (@cascade/play's `engineHost(handlers)`, over comlink) serving on the far side, in the
 * same process. It records every call the host receives (`run 1 analyze`, `cancel 1`) and whether it
 * was terminated, and can fail as a crashed worker does.
 */
import { expose } from 'comlink';

/** What a worker exposes (@cascade/play/engine's EngineHost). */
export interface Host {
  run(id: number, kind: string, request: unknown): Promise<unknown>;
  cancel(id: number): void;
}

export class LoopbackWorker extends EventTarget {
  terminated = false;
  /** Every call the host received, in order. */
  readonly calls: string[] = [];
  readonly #port: MessagePort;
  readonly #far: MessagePort;

  constructor(host: Host) {
    super();
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#far = port2;
    const logged: Host = {
      run: (id, kind, request) => {
        this.calls.push(`run ${id} ${kind}`);
        return host.run(id, kind, request);
      },
      cancel: (id) => {
        this.calls.push(`cancel ${id}`);
        host.cancel(id);
      },
    };
    expose(logged, port2);
  }

  /** This stand-in as the Worker the page's Channel expects. */
  asWorker(): Worker {
    return this as unknown as Worker;
  }

  postMessage(msg: unknown, transfer: Transferable[] = []): void {
    this.#port.postMessage(msg, transfer);
  }
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') this.#port.addEventListener('message', listener as EventListener);
    else super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') this.#port.removeEventListener('message', listener as EventListener);
    else super.removeEventListener(type, listener);
  }
  start(): void {
    this.#port.start();
  }
  terminate(): void {
    this.terminated = true;
    this.#port.close();
    this.#far.close();
  }
  /** A script error in the worker, as a browser reports it. */
  crash(message: string): void {
    this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message }));
  }
}
