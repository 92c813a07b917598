import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pptxgenjs from 'pptxgenjs';
import { png } from './files.js';

// The package's types describe an ES default export; Node's ESM loader hands over the class itself.
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;

const PNG = `image/png;base64,${png(8, 8).toString('base64')}`;

/**
 * A real deck written by a PowerPoint-writing library (pptxgenjs): a title slide,
 * bullets at two levels with bold, italic, underline and a link, numbering, notes,
 * a picture on each side of text, a lone picture, a table, a chart, Arabic and
 * Chinese text, and a hidden slide.
 */
export async function sampleDeck(): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.addSlide().addText('Welcome aboard', { x: 1, y: 2, w: 8, h: 1, fontSize: 40 });

  let slide = deck.addSlide();
  slide.addText('Site rules', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 32 });
  slide.addText(
    [
      { text: 'Wear a ', options: { bullet: true } },
      { text: 'helmet', options: { bold: true, breakLine: true } },
      { text: 'Always', options: { bullet: true, indentLevel: 1, italic: true, breakLine: true } },
      { text: 'Read the ', options: { bullet: true } },
      {
        text: 'policy',
        options: { hyperlink: { url: 'https://example.com/policy' }, breakLine: true },
      },
      { text: 'Do not run', options: { bullet: true, underline: { style: 'sng' } } },
    ],
    { x: 0.5, y: 1.3, w: 9, h: 3 },
  );
  slide.addNotes('Remind people where the helmets are.');

  slide = deck.addSlide();
  slide.addText('Steps', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  slide.addText(
    [
      { text: 'Check in', options: { bullet: { type: 'number' }, breakLine: true } },
      { text: 'Suit up', options: { bullet: { type: 'number' } } },
    ],
    { x: 0.5, y: 1.3, w: 9, h: 2 },
  );

  slide = deck.addSlide();
  slide.addText('Picture on the right', { x: 0.5, y: 1, w: 4, h: 2 });
  slide.addImage({ data: PNG, x: 6, y: 1, w: 3, h: 2, altText: 'A grey square' });

  slide = deck.addSlide();
  slide.addImage({ data: PNG, x: 0.5, y: 1, w: 3, h: 2, altText: 'Left picture' });
  slide.addText('Picture on the left', { x: 5, y: 1, w: 4, h: 2 });

  deck.addSlide().addImage({ data: PNG, x: 0, y: 0, w: 10, h: 5.6, altText: 'Full bleed' });

  slide = deck.addSlide();
  slide.addText('Rota', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  slide.addTable(
    [
      [{ text: 'Day' }, { text: 'Who' }],
      [{ text: 'Monday' }, { text: 'Ana' }],
    ],
    { x: 1, y: 1.5 },
  );

  slide = deck.addSlide();
  slide.addText('Sales', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  slide.addChart(deck.ChartType.bar, [{ name: 'Units', labels: ['Q1', 'Q2'], values: [3, 5] }], {
    x: 1,
    y: 1.3,
    w: 6,
    h: 3,
  });

  slide = deck.addSlide();
  slide.addText('السلامة أولاً', { x: 0.5, y: 0.3, w: 9, h: 0.8, rtlMode: true });
  slide.addText('ارتدِ الخوذة دائماً', { x: 0.5, y: 1.5, w: 9, h: 1, rtlMode: true });

  slide = deck.addSlide();
  slide.addText('安全第一', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  slide.addText('请始终佩戴安全帽', { x: 0.5, y: 1.5, w: 9, h: 1 });

  slide = deck.addSlide();
  slide.hidden = true;
  slide.addText('Only for the presenter', { x: 1, y: 1, w: 8, h: 1 });

  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A deck of `count` slides, each with a short title. */
export async function deckOf(
  count: number,
  text = (i: number) => `Slide ${i + 1}`,
): Promise<Buffer> {
  const deck = new PptxGenJS();
  for (let i = 0; i < count; i++) deck.addSlide().addText(text(i), { x: 1, y: 1, w: 8, h: 1 });
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A deck changed inside: `edit` gets the package and returns it. */
export async function alteredDeck(edit: (zip: JSZip) => void | Promise<void>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await deckOf(1));
  await edit(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A plain zip of the given entries. */
export async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(entries))
    zip.file(name, data, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A PDF written by pdf-lib, one page per text (Helvetica: Latin text only). */
export async function pdfOf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([792, 612]);
    lines.forEach((line, i) =>
      page.drawText(line, { x: 50, y: 540 - i * 40, size: i ? 20 : 32, font }),
    );
  }
  return Buffer.from(await doc.save());
}
