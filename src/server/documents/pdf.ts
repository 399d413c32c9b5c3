import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { printOnlyDrawableGlyphs } from './glyphs';
import { DOCUMENT_TEXTS, fill } from './texts';
import type { Language } from '../../common/languages';

/**
 * DejaVu Sans covers every Vietnamese letter with its diacritics; it is embedded (subset) in each document. The
 * files are read once per thread that draws (a document worker), not once per document.
 */
const FONT = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const FONT_BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
/** Each font's glyph table (fontkit), to print U+FFFD for what it cannot draw (glyphs.ts). */
const GLYPHS = { body: create(FONT) as Font, bold: create(FONT_BOLD) as Font };

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;

/** A new A4 document with the embedded fonts ('body', 'bold'), pages kept for numbering at the end. */
export function newPdf(title: string, language: Language): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title }, lang: language });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  printOnlyDrawableGlyphs(doc, GLYPHS);
  doc.font('body').fontSize(10);
  return doc;
}

/** Numbers every page ("Page 2 of 5") at its foot, then ends the document; resolves with its bytes. */
export function finish(doc: Pdf, language: Language): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc
      .font('body')
      .fontSize(8)
      .text(fill(DOCUMENT_TEXTS[language].page, { page: i + 1, pages: count }), MARGIN, doc.page.height - 35, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The usable width of a page. */
export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/** A heading line in bold. */
export function heading(doc: Pdf, text: string, size = 14, align: 'left' | 'center' = 'center'): void {
  doc.font('bold').fontSize(size).text(text, MARGIN, doc.y, { width: contentWidth(doc), align });
  doc.font('body').fontSize(10);
}

/** "Label: value" lines. */
export function fields(doc: Pdf, rows: [string, string][]): void {
  for (const [label, value] of rows) {
    doc.font('bold').text(`${label}: `, MARGIN, doc.y, { continued: true, width: contentWidth(doc) });
    doc.font('body').text(value);
  }
}

/** Every document's head: the university, the document's title (and subtitle), then its "Label: value" lines. */
export function documentHead(doc: Pdf, university: string, title: string, rows: [string, string][], subtitle?: string): void {
  heading(doc, university, 11);
  doc.moveDown(0.3);
  heading(doc, title, 15);
  if (subtitle) heading(doc, subtitle, 11);
  doc.moveDown(0.6);
  fields(doc, rows);
}

function tableDrawer(doc: Pdf, header: string[], fractions: number[]) {
  const width = contentWidth(doc);
  const widths = fractions.map((f) => f * width);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'body').fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(header, true);
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.rect(x, top, widths[i]!, height).stroke('#999999');
      doc.fillColor('#000000').text(cell, x + 3, top + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const end = () => {
    doc.font('body').fontSize(10);
    doc.moveDown(0.5);
  };
  return { drawRow, end };
}

/**
 * A table with a bold header row, the widths given as fractions of the page width; a row that does not fit on
 * the page moves to the next one with the header repeated (tables are never cut inside a row).
 */
export function table(doc: Pdf, header: string[], rows: string[][], fractions: number[]): void {
  const { drawRow, end } = tableDrawer(doc, header, fractions);
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  end();
}
