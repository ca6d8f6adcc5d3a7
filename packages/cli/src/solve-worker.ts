// The worker-thread entry `fc bench` runs on (bundled to dist/solve-worker.mjs: Node 20 cannot run a .ts worker).
import '@cascade/solver/node/worker-entry';
