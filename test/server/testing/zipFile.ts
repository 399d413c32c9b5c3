import { crc32, createDeflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Zips written by hand for the import's red-team tests: a real workbook's parts taken apart (yauzl) and put back
 * with parts changed or added, each deflated, its sizes and CRC as given (a part may declare a size it does not have).
 */
export interface ZipPart {
  name: string;
  /** the part's bytes, or chunks of them (a large part made without holding it whole) */
  data: Buffer | (() => Iterable<Buffer>);
  /** the uncompressed size the headers declare (default: the real one) */
  declaredSize?: number;
}

/** The parts of a zip, by name. */
export async function partsOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const parts = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    parts.set(entry.fileName, Buffer.concat(chunks));
  }
  return parts;
}

async function deflated(data: ZipPart['data']): Promise<{ packed: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const chunk of typeof data === 'function' ? data() : [data]) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { packed: Buffer.concat(out), size, crc };
}

/** A zip of the parts, in order, deflated. */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { packed, size, crc } = await deflated(part.data);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
