import { renderDocument } from './render';
import { lowerThisThread } from '../runtime/lowPriority';

// a document waits for the users' requests, never they for it (runtime/lowPriority.ts)
lowerThisThread();

/**
 * The entry of a document worker thread (piscina): pdfkit, ExcelJS and the fonts are loaded once when the thread
 * starts, then every task only draws. Built beside main.js as dist/server/documentWorker.js (scripts/build-server.mjs).
 */
export default renderDocument;
