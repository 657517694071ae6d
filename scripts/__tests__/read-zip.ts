import { crc32, inflateRawSync } from 'node:zlib';

export type ZipRecord = { name: string; data: Buffer; crc: number; method: number };

/**
 * Reads a zip archive the way an unzip tool does: end record, then the central directory, then
 * each local header. Throws when the two headers disagree or a CRC or size does not match.
 */
export function readZip(archive: Buffer): ZipRecord[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const count = archive.readUInt16LE(end + 10);
  const directorySize = archive.readUInt32LE(end + 12);
  let cursor = archive.readUInt32LE(end + 16);
  if (cursor + directorySize !== end) throw new Error('central directory does not end where the end record starts');

  const records: ZipRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(cursor) !== 0x02014b50) throw new Error(`entry ${index}: bad central header signature`);
    const method = archive.readUInt16LE(cursor + 10);
    const crc = archive.readUInt32LE(cursor + 16);
    const packedSize = archive.readUInt32LE(cursor + 20);
    const size = archive.readUInt32LE(cursor + 24);
    const nameLength = archive.readUInt16LE(cursor + 28);
    const extraLength = archive.readUInt16LE(cursor + 30);
    const commentLength = archive.readUInt16LE(cursor + 32);
    const localOffset = archive.readUInt32LE(cursor + 42);
    const name = archive.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    cursor += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`${name}: bad local header signature`);
    const localName = archive.toString(
      'utf8',
      localOffset + 30,
      localOffset + 30 + archive.readUInt16LE(localOffset + 26),
    );
    if (localName !== name) throw new Error(`${name}: local header names ${localName}`);
    if (archive.readUInt32LE(localOffset + 14) !== crc) throw new Error(`${name}: local and central CRC differ`);
    const start = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const packed = archive.subarray(start, start + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : null;
    if (!data) throw new Error(`${name}: unsupported method ${method}`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, header says ${size}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    records.push({ name, data, crc, method });
  }
  return records;
}
