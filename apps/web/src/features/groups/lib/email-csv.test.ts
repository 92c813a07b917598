import { describe, expect, it } from 'vitest';
import { emailsFromCsv, findEmailColumn, looksLikeCsv, readEmailCsv } from './email-csv';

describe('findEmailColumn', () => {
  it('finds the e-mail column whatever its case, spacing or spelling', () => {
    expect(findEmailColumn(['name', 'email'])).toBe('email');
    expect(findEmailColumn(['Name', ' E-Mail '])).toBe(' E-Mail ');
    expect(findEmailColumn(['\uFEFFEmail_Address', 'team'])).toBe('\uFEFFEmail_Address');
    expect(findEmailColumn(['name', 'mail server', 'emailed'])).toBeNull();
  });
});

describe('emailsFromCsv', () => {
  it('reads the e-mail column in file order, skipping blank cells and rows', () => {
    const csv =
      '\uFEFFName,Email,Team\nAnn,ann@example.com,A\n\nBo, bo@example.com ,B\nCy,,C\nDee,not-an-email,D\n';
    expect(emailsFromCsv(csv)).toEqual({
      ok: true,
      column: 'Email',
      emails: ['ann@example.com', 'bo@example.com', 'not-an-email'],
    });
  });

  it('handles semicolon-separated files and quoted values', () => {
    expect(emailsFromCsv('name;email\n"Smith; Ann";ann@example.com\n')).toMatchObject({
      ok: true,
      emails: ['ann@example.com'],
    });
  });

  it('says when there is no e-mail column, or nothing in it', () => {
    expect(emailsFromCsv('name,team\nAnn,A\n')).toEqual({ ok: false, problem: 'no_email_column' });
    expect(emailsFromCsv('ann@example.com\nbo@example.com\n')).toEqual({
      ok: false,
      problem: 'no_email_column',
    });
    expect(emailsFromCsv('name,email\nAnn,\n')).toEqual({ ok: false, problem: 'no_addresses' });
  });
});

describe('readEmailCsv', () => {
  it('refuses a file that is not a CSV, by name and type or by content', async () => {
    expect(looksLikeCsv({ name: 'people.CSV', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'people.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);

    const xlsx = new File(['PK\u0003\u0004'], 'people.xlsx', { type: 'application/zip' });
    expect(await readEmailCsv(xlsx)).toEqual({ ok: false, problem: 'not_csv' });
    const renamed = new File(['email\n\u0000\u0001'], 'people.csv', { type: 'text/csv' });
    expect(await readEmailCsv(renamed)).toEqual({ ok: false, problem: 'not_csv' });
  });

  it('reads the addresses of a CSV file', async () => {
    const file = new File(['email\nann@example.com\n'], 'people.csv', { type: 'text/csv' });
    expect(await readEmailCsv(file)).toEqual({
      ok: true,
      column: 'email',
      emails: ['ann@example.com'],
    });
  });
});
