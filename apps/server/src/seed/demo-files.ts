import { strToU8, zipSync } from 'fflate';

/**
 * Small real files for seeded attachments, so every download link works and the size shown is the size
 * served: a one-page PDF, PNG, GIF and JPEG images, a calendar invite, a Word document and an Excel workbook
 * (Office Open XML packages zipped with fflate) and an MP4 (an ISO base media file with one empty video track).
 */
function pdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function ics(title: string): Uint8Array {
  return new TextEncoder().encode(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Switchboard//Demo//EN',
      'BEGIN:VEVENT',
      'UID:demo@switchboard.example',
      'DTSTART:20260701T090000Z',
      'DTEND:20260701T093000Z',
      `SUMMARY:${title}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
}

/** A 16x16 gradient, encoded by Chromium's JPEG encoder. */
const JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABQAB/8QAFxABAAMAAAAAAAAAAAAAAAAAAwAhMf/EABQBAQAAAAAAAAAAAAAAAAAAAAL/xAAXEQEBAQEAAAAAAAAAAAAAAAAEACEx/9oADAMBAAIRAxEAPwDAHKiAjlSEcqICOVC1vdkc9//Z';

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A one-paragraph Word document (the minimal WordprocessingML package). */
function docx(title: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(
      `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${xml(title)}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/** A one-sheet Excel workbook with a title cell and a small table (the minimal SpreadsheetML package). */
function xlsx(title: string): Uint8Array {
  const rows = [
    `<row r="1"><c r="A1" t="inlineStr"><is><t>${xml(title)}</t></is></c></row>`,
    '<row r="2"><c r="A2" t="inlineStr"><is><t>Month</t></is></c><c r="B2" t="inlineStr"><is><t>Signups</t></is></c></row>',
    '<row r="3"><c r="A3" t="inlineStr"><is><t>July</t></is></c><c r="B3"><v>1240</v></c></row>',
    '<row r="4"><c r="A4" t="inlineStr"><is><t>August</t></is></c><c r="B4"><v>1385</v></c></row>',
  ].join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Metrics" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
    ),
  });
}

/** An ISO base media box: 32-bit size, four-character type, payload. */
function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((n, p) => n + p.byteLength, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let offset = 8;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

/** Big-endian 32-bit words. */
function u32(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  for (const [i, v] of values.entries()) view.setUint32(i * 4, v >>> 0);
  return out;
}

const IDENTITY_MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** An MP4 (ISO/IEC 14496-12) with one 640x360 video track of no samples: a valid file players open as empty. */
function mp4(): Uint8Array {
  const fourcc = (s: string) => new TextEncoder().encode(s);
  const fullBox = (type: string, versionFlags: number, ...parts: Uint8Array[]) =>
    box(type, u32(versionFlags), ...parts);
  const ftyp = box('ftyp', fourcc('isom'), u32(0x200), fourcc('isomiso2mp41'));
  const mvhd = fullBox(
    'mvhd',
    0,
    u32(0, 0, 1000, 0, 0x10000),
    new Uint8Array([1, 0, 0, 0]),
    u32(0, 0),
    IDENTITY_MATRIX,
    u32(0, 0, 0, 0, 0, 0),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    3,
    u32(0, 0, 1, 0, 0, 0, 0, 0),
    u32(0),
    IDENTITY_MATRIX,
    u32(640 << 16, 360 << 16),
  );
  const mdhd = fullBox('mdhd', 0, u32(0, 0, 1000, 0), new Uint8Array([0x55, 0xc4, 0, 0]));
  const hdlr = fullBox('hdlr', 0, u32(0), fourcc('vide'), u32(0, 0, 0), fourcc('VideoHandler\0'));
  const vmhd = fullBox('vmhd', 1, u32(0, 0));
  const dinf = box('dinf', fullBox('dref', 0, u32(1), fullBox('url ', 1)));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(0)),
    fullBox('stts', 0, u32(0)),
    fullBox('stsc', 0, u32(0)),
    fullBox('stsz', 0, u32(0, 0)),
    fullBox('stco', 0, u32(0)),
  );
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', vmhd, dinf, stbl))));
  const all = [ftyp, moov];
  const out = new Uint8Array(all.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const p of all) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

/** The bytes of a demo attachment of this type, or null for a type the seed does not use. */
export function demoFile(mimeType: string, title: string): Uint8Array | null {
  switch (mimeType) {
    case 'application/pdf':
      return pdf(title);
    case 'image/png':
      return new Uint8Array(Buffer.from(PNG, 'base64'));
    case 'image/gif':
      return new Uint8Array(Buffer.from(GIF, 'base64'));
    case 'image/jpeg':
      return new Uint8Array(Buffer.from(JPEG, 'base64'));
    case 'text/calendar':
      return ics(title);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return docx(title);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return xlsx(title);
    case 'video/mp4':
      return mp4();
    default:
      return null;
  }
}
