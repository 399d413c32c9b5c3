import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The files of the system's temporary directory (and of its directories, one level down) that hold `text`: what a
 * read left on disk of a file holding it. Other tests' files come and go meanwhile; those are passed over.
 */
export function tmpFilesHolding(text: string): string[] {
  const found: string[] = [];
  const look = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const stat = statSync(file);
        if (stat.isDirectory() && depth > 0) look(file, depth - 1);
        else if (stat.isFile() && stat.size < 4 * 1024 * 1024 && readFileSync(file).includes(text)) found.push(file);
      } catch {
        // removed meanwhile, or not ours to read
      }
    }
  };
  look(os.tmpdir(), 1);
  return found;
}
