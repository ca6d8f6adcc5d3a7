/**
 * What only `fc atlas run` and `fc atlas worker` need: the worker pool (piscina) and the Redis queue
 * (bullmq, ioredis). Imported when those commands run, so every other command starts without
 * loading them (about a quarter of a second of start-up).
 */
export { ChunkPool, parseQueueUrl, queueStatus, startQueueWorker } from '@cascade/atlas';
export { runOnQueue } from './atlas-queue.ts';
