/**
 * `fc atlas worker --metrics-port`: the worker's Prometheus metrics (prom-client), served at
 * /metrics. Counters of chunks and deals solved, chunks failed, stalled chunks found and chunks
 * handed back on a stop; a histogram of each deal's solving time and one of each chunk's; the chunks
 * under way and the threads; and Node's process metrics (prom-client's defaults).
 */
import type { WorkerEvent } from '@cascade/atlas';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface WorkerMetrics {
  readonly registry: Registry;
  /** Counts what a worker event says. */
  observe(e: WorkerEvent): void;
}

export function workerMetrics(threads: number): WorkerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const chunks = new Counter({
    name: 'cascade_atlas_chunks_done_total',
    help: 'Chunks solved and handed in',
    registers,
  });
  const deals = new Counter({
    name: 'cascade_atlas_deals_done_total',
    help: 'Deals solved (of chunks handed in)',
    registers,
  });
  const failures = new Counter({
    name: 'cascade_atlas_chunk_failures_total',
    help: 'Chunk attempts that failed on this worker (each is tried again after a back-off, four attempts in all)',
    registers,
  });
  const stalls = new Counter({
    name: 'cascade_atlas_stalls_total',
    help: "Stalled chunks (their worker stopped renewing the lock) this worker's check put back on the queue",
    registers,
  });
  const handedBack = new Counter({
    name: 'cascade_atlas_chunks_handed_back_total',
    help: 'Chunks under way put back on the queue when the worker stopped (its grace period ran out)',
    registers,
  });
  const problems = new Counter({
    name: 'cascade_atlas_queue_problems_total',
    help: 'Times the queue stopped answering',
    registers,
  });
  const active = new Gauge({ name: 'cascade_atlas_chunks_active', help: 'Chunks under way', registers });
  new Gauge({
    name: 'cascade_atlas_worker_threads',
    help: 'Worker threads (chunks solved at once)',
    registers,
  }).set(threads);
  const dealSeconds = new Histogram({
    name: 'cascade_atlas_deal_solve_seconds',
    help: "Each deal's solving time, every search included",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const chunkSeconds = new Histogram({
    name: 'cascade_atlas_chunk_seconds',
    help: "Each chunk's solving time on this worker",
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers,
  });
  // Chunks under way, kept here: a chunk refused before it starts fails without a start.
  const under = new Set<string>();
  const ended = (chunk: string) => {
    under.delete(chunk);
    active.set(under.size);
  };
  return {
    registry,
    observe(e) {
      switch (e.kind) {
        case 'start':
          under.add(e.chunk);
          active.set(under.size);
          break;
        case 'done':
          ended(e.chunk);
          chunks.inc();
          deals.inc(e.deals);
          chunkSeconds.observe(e.ms / 1000);
          for (const ms of e.dealMs) dealSeconds.observe(ms / 1000);
          break;
        case 'failed':
          ended(e.chunk);
          failures.inc();
          break;
        case 'handed-back':
          ended(e.chunk);
          handedBack.inc();
          break;
        case 'stalled':
          stalls.inc();
          break;
        case 'problem':
          problems.inc();
          break;
        case 'recovered':
          break;
      }
    },
  };
}

/** Serves the registry at http://host:port/metrics; resolves once listening, rejects if the port is taken. */
export function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: the metrics are at /metrics\n');
      return;
    }
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch((e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
