/// <reference lib="webworker" />
/** The practice worker: drills are generated and answered by the solver here, off the page's thread. */
import { serveEngine } from '@cascade/play/engine/host';
import { practiceHandlers } from './service.ts';

serveEngine(practiceHandlers());
