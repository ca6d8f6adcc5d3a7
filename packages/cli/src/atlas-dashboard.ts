/**
 * `fc atlas dashboard`: bull-board, BullMQ's usual dashboard, over the atlas queue, served with Hono
 * on Node. Loaded only by that command.
 */
import { QUEUE_NAME, type QueueUrl } from '@cascade/atlas';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Queue } from 'bullmq';
import { Hono } from 'hono';

export interface Dashboard {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the dashboard at http://host:port/ ; resolves once listening, rejects if the port is taken. */
export async function startDashboard(
  queueUrl: QueueUrl,
  port: number,
  host: string,
  readOnly: boolean,
): Promise<Dashboard> {
  const queue = new Queue(QUEUE_NAME, {
    connection: {
      host: queueUrl.host,
      port: queueUrl.port,
      db: queueUrl.db,
      ...(queueUrl.username !== undefined ? { username: queueUrl.username } : {}),
      ...(queueUrl.password !== undefined ? { password: queueUrl.password } : {}),
      ...(queueUrl.tls ? { tls: {} } : {}),
      maxRetriesPerRequest: null,
    },
  });
  queue.on('error', () => undefined);
  const adapter = new HonoAdapter(serveStatic);
  createBullBoard({
    queues: [new BullMQAdapter(queue, { readOnlyMode: readOnly, displayName: 'Cascade atlas chunks' })],
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Cascade atlas' } },
  });
  adapter.setBasePath('/');
  const app = new Hono();
  app.route('/', adapter.registerPlugin());
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.close().catch(() => undefined);
    },
  };
}
