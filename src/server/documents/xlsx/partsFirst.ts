import { crc32 } from 'node:zlib';
import { endRecordAt, type ZipPart } from './zipCheck';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_RECORD = 0x02014b50;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * What ExcelJS's streaming reader must have read to read a sheet as it comes, in that order: the sheets' names, their
 * texts, and their cells' formats (a date is a number formatted as a date).
 */
const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];

/** The shared strings of a workbook without any (its texts are written in its cells). */
const NO_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>');

/** A part stored as it is (no compression): its local header and data, and its record of the central directory. */
function storedPart(name: string, data: Buffer): { local: Buffer; central: (offset: number) => Buffer } {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30 + nameBytes.length);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(0x21, 12); // 1 January 1980, the zip's first day
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  nameBytes.copy(local, 30);
  return {
    local: Buffer.concat([local, data]),
    central: (offset) => {
      const record = Buffer.alloc(46 + nameBytes.length);
      record.writeUInt32LE(CENTRAL_RECORD, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x21, 14);
      record.writeUInt32LE(crc, 16);
      record.writeUInt32LE(data.length, 20);
      record.writeUInt32LE(data.length, 24);
      record.writeUInt16LE(nameBytes.length, 28);
      record.writeUInt32LE(offset, 42);
      nameBytes.copy(record, 46);
      return record;
    },
  };
}

/**
 * A checked workbook (zipCheck.ts: its parts tile it up to the central directory) rewritten so that the workbook's
 * relations, the workbook, its shared strings and its styles come before its sheets, an empty shared strings part added where it
 * has none (ExcelJS's own streaming writer writes none), the other parts in their order, and the central directory
 * pointing at the parts' new places. The parts' bytes are copied as they are, nothing unpacked.
 * Why: ExcelJS's streaming reader copies a sheet that comes before those parts (as Excel and ExcelJS write them) to a
 * temporary file and reads it once the zip has been read to its end; a read that stops at the first sheet or at the
 * row limit never removes that file nor closes its descriptor. Read in this order, every sheet is read as it comes.
 */
export function withPartsFirst(bytes: Buffer, parts: ZipPart[]): Buffer {
  const lead = FIRST.map((name) => parts.find((p) => p.name === name)).filter((p): p is ZipPart => p !== undefined);
  const added = parts.some((p) => p.name === SHARED_STRINGS) ? null : storedPart(SHARED_STRINGS, NO_STRINGS);
  const chunks: Buffer[] = [];
  const moved = new Map<number, number>();
  let at = 0;
  const place = (part: ZipPart) => {
    moved.set(part.start, at);
    chunks.push(bytes.subarray(part.start, part.end));
    at += part.end - part.start;
  };
  lead.forEach(place);
  const addedAt = at;
  if (added) {
    chunks.push(added.local);
    at += added.local.length;
  }
  parts.filter((p) => !lead.includes(p)).forEach(place);

  // the central directory, in its order, each record pointing at its part's new place; the added part's last
  const end = endRecordAt(bytes);
  const records: Buffer[] = [];
  let record = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const length = 46 + bytes.readUInt16LE(record + 28) + bytes.readUInt16LE(record + 30) + bytes.readUInt16LE(record + 32);
    const copy = Buffer.from(bytes.subarray(record, record + length));
    copy.writeUInt32LE(moved.get(copy.readUInt32LE(42)) ?? copy.readUInt32LE(42), 42);
    records.push(copy);
    record += length;
  }
  if (added) records.push(added.central(addedAt));
  const directory = Buffer.concat(records);
  const endRecord = Buffer.from(bytes.subarray(end));
  endRecord.writeUInt16LE(records.length, 8);
  endRecord.writeUInt16LE(records.length, 10);
  endRecord.writeUInt32LE(directory.length, 12);
  endRecord.writeUInt32LE(at, 16);
  return Buffer.concat([...chunks, directory, endRecord]);
}
