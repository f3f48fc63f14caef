/**
 * Small real files for seeded attachments, so their download links work: a one-page PDF, 1x1 PNG and GIF
 * images and a calendar invite. Other kinds (Office documents, video) are seeded without bytes.
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

/** The bytes of a demo attachment of this type, or null when the seed keeps only its metadata. */
export function demoFile(mimeType: string, title: string): Uint8Array | null {
  switch (mimeType) {
    case 'application/pdf':
      return pdf(title);
    case 'image/png':
      return new Uint8Array(Buffer.from(PNG, 'base64'));
    case 'image/gif':
      return new Uint8Array(Buffer.from(GIF, 'base64'));
    case 'text/calendar':
      return ics(title);
    default:
      return null;
  }
}
