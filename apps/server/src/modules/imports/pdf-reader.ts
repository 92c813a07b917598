import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { importRefused } from './import-error.js';
import { MAX_IMPORT_SLIDES } from './pptx-reader.js';

const run = promisify(execFile);
const TIMEOUT_MS = 60_000;

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
    return {
      pages,
      async page(number) {
        const out = join(folder, `page-${number}`);
        const range = ['-f', String(number), '-l', String(number)];
        await run('pdftoppm', [...range, '-png', '-singlefile', '-scale-to', '1600', file, out], {
          timeout: TIMEOUT_MS,
        });
        const { stdout: text } = await run('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], {
          timeout: TIMEOUT_MS,
          maxBuffer: 16 * 1024 * 1024,
        });
        const png = await readFile(`${out}.png`);
        await rm(`${out}.png`, { force: true });
        return { png, text: text.replace(/\f/g, '').trim() };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
