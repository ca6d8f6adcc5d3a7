/**
 * @cascade/atlas — ranges of deals solved, graded and stored; run here on worker threads or spread
 * over machines through BullMQ on Redis; exported as static files the game reads
 * (`@cascade/atlas/reader`). Node only: the reader is the browser's part.
 */
export * from './levels.ts';
export * from './ranges.ts';
export * from './record.ts';
export * from './settings.ts';
export * from './summary.ts';
export { ChunkPool, type PoolOptions } from './pool.ts';
export {
  planRun,
  ProgressTally,
  runEmbedded,
  type RunOptions,
  type RunPlan,
  type RunProgress,
  type RunReport,
} from './run.ts';
export { solveAtlasDeal, solveChunk, type ChunkTask } from './solve.ts';
export {
  AtlasStore,
  chunkFileName,
  DEFAULT_STORE,
  rulesKey,
  StoreWriteError,
  variantDirName,
  type ChunkFile,
  type ChunkHeader,
  type AtlasVariant,
  type StoredVariant,
  type StoreProblem,
} from './store.ts';
export { exportAtlas, encodeVerdicts, type ExportedFile, type StoreRanges } from './export.ts';
export * from './format.ts';
export {
  CHUNK_ATTEMPTS,
  CHUNK_BACKOFF_MS,
  chunkJobId,
  decodeRecords,
  encodeRecords,
  EVENTS_KEY,
  parseJobData,
  parseQueueUrl,
  probeRedis,
  QUEUE_NAME,
  redisProblem,
  runQueued,
  startQueueWorker,
  type ChunkJobData,
  type ChunkJobResult,
  type QueueRunOptions,
  type QueueRunResult,
  type QueueUrl,
  type QueueWorker,
  type QueueWorkerOptions,
  type WorkerEvent,
  WORKER_KEY_PREFIX,
  type WorkerBeat,
} from './queue.ts';
export {
  parseBeat,
  queueStatus,
  type ChunkCounts,
  type QueueStatus,
  type RangeProgress,
  type WorkerStatus,
} from './status.ts';
export { atlasTodo, todoCommands, type AtlasTodo } from './todo.ts';
