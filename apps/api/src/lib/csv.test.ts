import { describe, expect, it } from 'vitest';
import { csvCell, exportDay, toCsv } from './csv';

/** An RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const hostile of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(hostile)).toMatch(/^"'/);
    }
    expect(csvCell('Nguyễn Văn An')).toBe('"Nguyễn Văn An"');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    const rows = [
      ['Kỹ sư, "senior"', 'line 1\r\nline 2\nline 3', '=cmd|"/c calc"!A1'],
      ['', null, new Date('2030-01-02T03:04:05Z')],
    ];
    const parsed = parseCsv(toCsv(['a', 'b', 'c'], rows));
    expect(parsed).toEqual([
      ['a', 'b', 'c'],
      ['Kỹ sư, "senior"', 'line 1\r\nline 2\nline 3', `'=cmd|"/c calc"!A1`],
      ['', '', '2030-01-02T03:04:05.000Z'],
    ]);
  });
});

describe('exportDay', () => {
  it('names the day in Vietnam', () => {
    expect(exportDay(new Date('2026-11-27T16:59:59Z'))).toBe('2026-11-27');
    expect(exportDay(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
  });
});
