import { describe, expect, it } from 'vitest';
import { selectionCsv } from './selection-csv';

describe('selectionCsv', () => {
  it('writes a spreadsheet-ready file: BOM, CRLF lines, quoted cells and no live formulas', async () => {
    const csv = await selectionCsv(
      ['E-mail', 'Name', 'Overdue'],
      [
        ['ana@example.com', 'Ana, "the boss"', 2],
        ['bo@example.com', '=HYPERLINK("http://evil")', 0],
        ['chen@example.com', null, 1],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'E-mail,Name,Overdue',
      'ana@example.com,"Ana, ""the boss""",2',
      `bo@example.com,"'=HYPERLINK(""http://evil"")",0`,
      'chen@example.com,,1',
      '',
    ]);
  });
});
