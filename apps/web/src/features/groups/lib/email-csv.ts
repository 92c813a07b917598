import Papa from 'papaparse';

/** A CSV of a thousand addresses is far smaller than this; anything bigger is not one. */
export const CSV_MAX_BYTES = 1024 * 1024;

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

/** Header names read as "the e-mail column", compared lower-case with `_`/`-` as spaces. */
const EMAIL_HEADERS = new Set(['email', 'e mail', 'emails', 'email address', 'e mail address']);

export type CsvProblem =
  'not_csv' | 'too_large' | 'no_email_column' | 'no_addresses' | 'unreadable';

export type CsvResult =
  { ok: true; emails: string[]; column: string } | { ok: false; problem: CsvProblem };

const headerKey = (field: string) =>
  field
    .replace(/^\uFEFF/u, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/gu, ' ');

/** The column holding the addresses (`email`, `E-mail`, `Email address`…), or null. */
export function findEmailColumn(fields: readonly string[]): string | null {
  return fields.find((field) => EMAIL_HEADERS.has(headerKey(field))) ?? null;
}

/**
 * The addresses in a CSV's e-mail column, in file order, blanks skipped. The first
 * row names the columns; commas, semicolons or tabs may separate them (Papa Parse
 * detects which). Whether each value is an address is for the preview to say.
 */
export function emailsFromCsv(text: string): CsvResult {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/u, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const column = findEmailColumn(parsed.meta.fields ?? []);
  if (!column) return { ok: false, problem: 'no_email_column' };
  const emails = parsed.data.map((row) => (row[column] ?? '').trim()).filter(Boolean);
  if (emails.length === 0) return { ok: false, problem: 'no_addresses' };
  return { ok: true, emails, column };
}

/** A CSV by its name or type (browsers give `.csv` files different types, or none). */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return /\.csv$/iu.test(file.name) || CSV_TYPES.has(file.type);
}

/** Reads a chosen file: a CSV with an e-mail column gives its addresses, anything else a problem. */
export async function readEmailCsv(file: File): Promise<CsvResult> {
  if (!looksLikeCsv(file)) return { ok: false, problem: 'not_csv' };
  if (file.size > CSV_MAX_BYTES) return { ok: false, problem: 'too_large' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  // A spreadsheet or image renamed to .csv: binary content is not a CSV.
  if (text.includes('\u0000')) return { ok: false, problem: 'not_csv' };
  return emailsFromCsv(text);
}
