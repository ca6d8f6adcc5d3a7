// The worker-thread entry of `fc atlas run` and `fc atlas worker` (bundled to dist/atlas-worker.mjs: Node 20 cannot run a .ts worker).
export { default } from '@cascade/atlas/worker';
