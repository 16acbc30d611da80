/** What a CV is, judged by its bytes (never by its name or the browser's content type). */
export type DetectedType = 'pdf' | 'docx' | null;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;

/** The names in a ZIP's central directory, or null when the bytes are not a readable ZIP. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL) return null;
  // The end record sits in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= floor; i--) {
    if (data.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== ZIP_CENTRAL) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function detectCvType(data: Buffer): DetectedType {
  if (data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const names = zipEntryNames(data);
  if (names && names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  return null;
}
