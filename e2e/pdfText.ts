import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of a PDF file (a download's path), read back by poppler's pdftotext, spaces collapsed. */
export function pdfFileText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The text of a PDF's bytes (a response's body), as pdfFileText reads it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'm.pdf');
    writeFileSync(file, bytes);
    return pdfFileText(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
