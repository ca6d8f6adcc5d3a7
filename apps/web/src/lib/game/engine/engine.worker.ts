/// <reference lib="webworker" />
/** The engine's Web Worker: the solver and hints run here, in slices, never on the page's thread. */
import { serveEngine } from '@cascade/play/engine/host';
import { engineHandlers } from './service.ts';

serveEngine(engineHandlers());
