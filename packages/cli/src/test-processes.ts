/**
 * Test helpers for the atlas's queue: a private Redis (Debian's redis-server, on a free port, no
 * persistence), and `fc` run as real processes (dist/fc.mjs) that tests can read and kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../dist/fc.mjs', import.meta.url));

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A process and what it has written so far. */
export class Proc {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;

  /** `env`: the process's environment (default: this process's). */
  constructor(command: string, args: readonly string[], env?: NodeJS.ProcessEnv) {
    this.child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) });
    this.child.stdout?.setEncoding('utf8').on('data', (s: string) => (this.stdout += s));
    this.child.stderr?.setEncoding('utf8').on('data', (s: string) => (this.stderr += s));
    this.exited = new Promise((resolve, reject) => {
      this.child.once('error', reject);
      this.child.once('exit', (code) => resolve(code));
    });
  }

  /** Resolves once `pattern` appears in stdout or stderr (rejects after `ms`, quoting both). */
  async waitFor(pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
    const started = Date.now();
    for (;;) {
      const m = pattern.exec(this.stderr) ?? pattern.exec(this.stdout);
      if (m) return m;
      if (Date.now() - started > ms)
        throw new Error(
          `no ${String(pattern)} within ${ms} ms\nstdout: ${this.stdout}\nstderr: ${this.stderr}`,
        );
      if (this.child.exitCode !== null && !pattern.exec(this.stderr + this.stdout))
        throw new Error(
          `exited ${this.child.exitCode} before ${String(pattern)}\nstdout: ${this.stdout}\nstderr: ${this.stderr}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Sends the signal and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

/** `fc …` as a process (the built dist/fc.mjs), with this process's environment unless `env` is given. */
export const fcProcess = (args: readonly string[], env?: NodeJS.ProcessEnv): Proc =>
  new Proc(process.execPath, [BIN, ...args], env);

/** A private redis-server: no snapshots, no append-only file, on 127.0.0.1. */
export class TestRedis {
  readonly port: number;
  readonly #args: readonly string[];
  #proc: Proc | null = null;

  private constructor(port: number, args: readonly string[]) {
    this.port = port;
    this.#args = args;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** `args`: more of redis-server's options (a memory limit, an eviction policy, a password). */
  static async start(port?: number, args: readonly string[] = []): Promise<TestRedis> {
    const redis = new TestRedis(port ?? (await freePort()), args);
    await redis.restart();
    return redis;
  }

  /** Starts the server again on the same port (empty: nothing is saved). */
  async restart(): Promise<void> {
    const proc = new Proc('redis-server', [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      ...this.#args,
    ]);
    this.#proc = proc;
    try {
      await proc.waitFor(/Ready to accept connections/, 15_000);
    } catch (e) {
      throw new Error(
        `redis-server did not start (Debian's redis-server: bash scripts/setup.sh installs it): ${e instanceof Error ? e.message : String(e)}`,
        { cause: e },
      );
    }
  }

  /** Kills the server at once (SIGKILL: Redis goes away mid-conversation). */
  async kill(): Promise<void> {
    await this.#proc?.stop('SIGKILL');
  }

  get running(): boolean {
    return this.#proc !== null && this.#proc.child.exitCode === null && this.#proc.child.signalCode === null;
  }

  async stop(): Promise<void> {
    await this.#proc?.stop('SIGTERM');
  }
}
