import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * An uploaded workbook's zip checked before anything parses it (yauzl, from the central directory): how many parts,
 * how large each says it unpacks to, in total and against its packed size, and the shared strings' part alone.
 * Then every part is unpacked once and thrown away, with yauzl holding each to the size it declared (a part that
 * unpacks to more is refused the moment it passes it), on zlib's thread pool. Finally the local headers must tile
 * the file from its first byte to the central directory with the same names and sizes, so a reader that walks the
 * local headers (ExcelJS's streaming reader does) sees exactly the parts checked here and nothing hidden between.
 */

export interface ZipLimits {
  /** parts of the zip */
  entries: number;
  /** bytes all parts unpack to */
  totalBytes: number;
  /** bytes the shared strings' part (every text of the sheets) unpacks to */
  sharedStringsBytes: number;
  /** unpacked / packed of one part larger than RATIO_FROM bytes */
  ratio: number;
}

/** Why a zip is refused before it is parsed. */
export type ZipRefusal = 'notXlsx' | 'tooLarge' | 'ratio' | 'sharedStrings';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
  }
}

/** Small parts compress as they like (a 10 KB styles part of one repeated tag); the ratio is judged on larger ones. */
const RATIO_FROM = 1024 * 1024;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** Where the end record of the central directory is (a zip64 file is no workbook an import needs). */
export function endRecordAt(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      if (bytes.readUInt32LE(at + 16) === 0xffffffff) throw new ZipRefused('notXlsx');
      return at;
    }
  }
  throw new ZipRefused('notXlsx');
}

/** The offset of the central directory, read from its end record. */
const centralDirectoryOffset = (bytes: Buffer): number => bytes.readUInt32LE(endRecordAt(bytes) + 16);

/** Counts what a stream gives and drops it. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

async function entriesOf(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    if (entries.length >= limits.entries) throw new ZipRefused('tooLarge');
    if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw new ZipRefused('notXlsx');
    total += entry.uncompressedSize;
    if (total > limits.totalBytes) throw new ZipRefused('tooLarge');
    if (entry.fileName === 'xl/sharedStrings.xml' && entry.uncompressedSize > limits.sharedStringsBytes) throw new ZipRefused('sharedStrings');
    if (entry.uncompressedSize > RATIO_FROM && entry.uncompressedSize > limits.ratio * Math.max(1, entry.compressedSize)) throw new ZipRefused('ratio');
    entries.push(entry);
  }
  return entries;
}

/** A part of a checked zip: its name and its bytes in the file, local header to the end of its data (descriptor too). */
export interface ZipPart {
  name: string;
  start: number;
  end: number;
}

/**
 * The local headers tile the file up to the central directory, each naming and sizing its part as the directory
 * does. Returns the parts in the file's order.
 */
async function checkTiling(zip: ZipFile, bytes: Buffer, entries: Entry[]): Promise<ZipPart[]> {
  const parts: ZipPart[] = [];
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader)) {
    if (entry.relativeOffsetOfLocalHeader !== expected || bytes.readUInt32LE(expected) !== LOCAL_HEADER) throw new ZipRefused('notXlsx');
    const local = await zip.readLocalFileHeaderPromise(entry);
    const described = (local.generalPurposeBitFlag & 0x8) !== 0;
    if (local.fileName.toString('utf8') !== entry.fileName && local.fileName.toString('latin1') !== entry.fileName) throw new ZipRefused('notXlsx');
    if (!described && (local.compressedSize !== entry.compressedSize || local.uncompressedSize !== entry.uncompressedSize)) throw new ZipRefused('notXlsx');
    let end = local.fileDataStart + entry.compressedSize;
    if (described) end += end + 4 <= bytes.length && bytes.readUInt32LE(end) === DATA_DESCRIPTOR ? 16 : 12;
    parts.push({ name: entry.fileName, start: expected, end });
    expected = end;
  }
  if (expected !== centralDirectoryOffset(bytes)) throw new ZipRefused('notXlsx');
  return parts;
}

/**
 * Refuses (ZipRefused) a zip beyond the limits, or one whose parts do not unpack to what they declare; else returns
 * its parts in the file's order.
 */
export async function checkZip(bytes: Buffer, limits: ZipLimits): Promise<ZipPart[]> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new ZipRefused('notXlsx');
  }
  try {
    const entries = await entriesOf(zip, limits);
    if (entries.length === 0) throw new ZipRefused('notXlsx');
    const parts = await checkTiling(zip, bytes, entries);
    for (const entry of entries) await pipeline(await zip.openReadStreamPromise(entry), discard());
    return parts;
  } catch (error) {
    throw error instanceof ZipRefused ? error : new ZipRefused('notXlsx');
  } finally {
    zip.close();
  }
}
