import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { importRefused } from './import-error.js';
import { MAX_IMPORT_SLIDES } from './pptx-reader.js';

const run = promisify(execFile);
const TIMEOUT_MS = 120_000;
const RENDER_BATCH = 10;

export interface PdfDocument {
  pages: number;
  /** Renders one page (from 1) as a PNG and reads its text. */
  page(number: number): Promise<{ png: Buffer; text: string }>;
  close(): Promise<void>;
}

/**
 * Opens a PDF with poppler's command-line tools (pdfinfo, pdftoppm, pdftotext):
 * a well-kept renderer that runs outside the server's memory, one page at a time.
 */
export async function openPdf(buffer: Buffer): Promise<PdfDocument> {
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw importRefused('not_a_pdf');
  const folder = await mkdtemp(join(tmpdir(), 'slidewise-pdf-'));
  const file = join(folder, 'in.pdf');
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    await writeFile(file, buffer, { mode: 0o600 });
    let info: string;
    try {
      ({ stdout: info } = await run('pdfinfo', [file], { timeout: TIMEOUT_MS }));
    } catch (error) {
      const message = String((error as { stderr?: string }).stderr ?? '');
      throw importRefused(
        /incorrect password|encrypt/i.test(message) ? 'password_protected' : 'corrupted_file',
      );
    }
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    if (pages === 0) throw importRefused('empty_presentation');
    if (pages > MAX_IMPORT_SLIDES) throw importRefused('too_many_slides');
    // Text for every page at once (pages end with a form feed); pictures in batches,
    // each poppler run parsing the file once for several pages.
    const { stdout: allText } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      timeout: TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    });
    const texts = allText.split('\f');
    const rendered = new Map<number, Promise<void>>();
    const batchOf = (page: number) => Math.floor((page - 1) / RENDER_BATCH);
    const render = (batch: number) => {
      if (!rendered.has(batch)) {
        const first = batch * RENDER_BATCH + 1;
        const last = Math.min(pages, first + RENDER_BATCH - 1);
        const range = ['-f', String(first), '-l', String(last)];
        rendered.set(
          batch,
          run('pdftoppm', [...range, '-png', '-scale-to', '1600', file, join(folder, 'p')], {
            timeout: TIMEOUT_MS,
          }).then(() => undefined),
        );
      }
      return rendered.get(batch)!;
    };
    // pdftoppm pads page numbers to the width of the last page's number.
    const pngOf = (page: number) =>
      join(folder, `p-${String(page).padStart(String(pages).length, '0')}.png`);
    return {
      pages,
      async page(number) {
        await render(batchOf(number));
        const png = await readFile(pngOf(number));
        await rm(pngOf(number), { force: true });
        return { png, text: (texts[number - 1] ?? '').trim() };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
