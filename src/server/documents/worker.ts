import { renderDocument } from './render';

/**
 * The entry of a document worker thread (piscina): pdfkit, ExcelJS and the fonts are loaded once when the thread
 * starts, then every task only draws. Built beside main.js as dist/server/documentWorker.js (scripts/build-server.mjs).
 */
export default renderDocument;
