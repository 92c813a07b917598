import { loadChunk } from '@/lib/chunk-reload';

/**
 * A CSV file of some rows, as the server's exports write them: a byte-order mark for
 * spreadsheets, and cells a spreadsheet would run as a formula neutralised. The CSV writer
 * (papaparse, 7 KB) loads on the first export, not with the reports.
 */
export async function selectionCsv(header: string[], rows: unknown[][]): Promise<string> {
  const { default: Papa } = await loadChunk(() => import('papaparse'));
  return `\uFEFF${Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
