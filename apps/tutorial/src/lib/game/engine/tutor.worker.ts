/// <reference lib="webworker" />
/** The tutor's Web Worker: hints, the shortest-path search and the solver run here, in slices, off the page's thread. */
import { serveEngine } from '@cascade/play/engine/host';
import { tutorHandlers } from './service.ts';

serveEngine(tutorHandlers());
