import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text and the metadata of a PDF, read back by Debian's poppler-utils (pdftotext, pdfinfo; .ci/run installs them). */
export function readPdf(bytes: Buffer): { text: string; info: string; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
    return { text, info, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
