import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import yazl from 'yazl';

/*
 * Documents a CV upload must refuse, made in memory: a scan without a text layer, a PDF behind a
 * password, a PDF cut short, and a zip bomb posing as .docx. The API tests and the end-to-end
 * specs both upload them.
 */

function pdfBytes(options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void) {
  return new Promise<Buffer>((resolve) => {
    const pdf = new PDFDocument(options);
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    draw(pdf);
    pdf.end();
  });
}

const CV_LINES = [
  'Jordan Reyes',
  'Staff Accountant | Denver, CO',
  'EXPERIENCE',
  'Staff Accountant, Front Range Logistics — Jan 2021 – Present',
  'Month-end close, reconciliations and the general ledger in NetSuite and Excel',
  'EDUCATION',
  'BSc Accounting, Mountain State University, 2020',
];

/** A grey 64×64 PNG, made with its checksums right so a PDF writer can embed it. */
function greyPng(): Buffer {
  const size = 64;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((size + 1) * size, 0x99);
  for (let row = 0; row < size; row += 1) rows[row * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A CV whose pages are only a picture: a scan, with no text layer. */
export const scannedPdf = () =>
  pdfBytes({}, (pdf) => {
    const scan = greyPng();
    pdf.image(scan, 50, 50, { width: 500 });
    pdf.addPage().image(scan, 50, 50, { width: 500 });
  });

/** A real CV behind a password (pdfkit encrypts with RC4/AES as PDF readers expect). */
export const encryptedPdf = () =>
  pdfBytes({ userPassword: 'secret', ownerPassword: 'owner' }, (pdf) => {
    for (const line of CV_LINES) pdf.text(line);
  });

/** A PDF cut off after its first kilobyte: the header promises what the body never gives. */
export const truncatedPdf = async () =>
  (
    await pdfBytes({ compress: false }, (pdf) => {
      for (const line of CV_LINES) pdf.text(line);
    })
  ).subarray(0, 600);

/**
 * A "docx" that would unpack to 150 MB: a real zip (the Word parts a .docx needs) whose document
 * part is zeros, compressing to well under a megabyte.
 */
export function zipBombDocx(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '[Content_Types].xml',
    );
    const zeros = new PassThrough();
    zip.addReadStream(zeros, 'word/document.xml');
    const block = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 150; i += 1) zeros.write(block);
    zeros.end();
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A one-page PDF whose content stream is `inflatedMb` of spaces, deflated at the highest level
 * (about a thousand to one): two megabytes that a reader inflating the page whole needs two
 * gigabytes for.
 */
export async function inflatingPdf(inflatedMb: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < inflatedMb; i += 1) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const stream = Buffer.concat(parts);
  const chunks: Buffer[] = [];
  let length = 0;
  const push = (buffer: Buffer) => {
    chunks.push(buffer);
    length += buffer.length;
  };
  const offsets: number[] = [];
  push(Buffer.from('%PDF-1.4\n'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj ${body} endobj\n`));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj << /Length ${stream.length} /Filter /FlateDecode >> stream\n`));
  push(stream);
  push(Buffer.from('\nendstream endobj\n'));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer << /Size 5 /Root 1 0 R >>\n` +
        `startxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
