import { Readable } from 'node:stream';

/** Cells that a spreadsheet would run as a formula are neutralised with a leading quote. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV download streamed page by page (never every row in memory), UTF-8 with a
 * byte-order mark so Excel reads Arabic and Chinese.
 */
export function csvStream<T>(
  header: string[],
  pages: () => AsyncGenerator<T[]>,
  row: (item: T) => unknown[],
): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(header)}`;
      for await (const items of pages()) {
        yield items.map((item) => csvLine(row(item))).join('');
      }
    })(),
  );
}
