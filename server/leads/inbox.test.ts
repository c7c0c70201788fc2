import { describe, expect, it } from 'vitest';
import { emptyDb } from '../store/store';
import { csvCell, leadsCsv, markAllRead, setRead, toCsv, unreadCounts } from './inbox';

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

function sampleDb() {
  const db = emptyDb();
  db.contactMessages.push({
    id: 'c1',
    createdAt: '2026-03-01T10:00:00.000Z',
    name: 'Dana "DJ" Ellison',
    email: 'dana@example.com',
    phone: '+1 301 555 0100',
    subject: 'other',
    message: '=HYPERLINK("http://evil.example","click")\nsecond line, with comma',
  });
  db.valuationRequests.push({
    id: 'v1',
    createdAt: '2026-03-02T10:00:00.000Z',
    readAt: '2026-03-02T11:00:00.000Z',
    name: '@Marcus',
    email: 'marcus@example.com',
    phone: '4105550199',
    address: '-14 Tidewater Court',
    city: 'Annapolis',
    state: 'MD',
    zipCode: '21401',
    propertyType: 'Townhouse',
    bedrooms: '3',
    bathrooms: '2.5',
    squareFeet: '1800',
    yearBuilt: '2004',
  });
  return db;
}

describe('CSV export', () => {
  it('quotes every cell and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('+1 301')).toBe(`"'+1 301"`);
    expect(csvCell('-3')).toBe(`"'-3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell(null)).toBe('""');
    // Invisible control characters are left out; tab and line breaks stay.
    expect(csvCell('Call\u0000 me\u001b\u007f\nafter 5\tpm')).toBe('"Call me\nafter 5\tpm"');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });

  it('exports every lead newest first, readable back cell for cell', () => {
    const csv = leadsCsv(sampleDb());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(3);
    const [header, valuation, contact] = rows as [string[], string[], string[]];
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(0, 4)).toEqual(['Type', 'Received (US Eastern)', 'Received (UTC)', 'Read']);
    expect(valuation[col('Type')]).toBe('Valuation request');
    expect(valuation[col('Name')]).toBe("'@Marcus");
    expect(valuation[col('Property address')]).toBe("'-14 Tidewater Court");
    expect(valuation[col('Bathrooms')]).toBe('2.5');
    expect(valuation[col('Read')]).toBe('yes');
    expect(contact[col('Name')]).toBe('Dana "DJ" Ellison');
    expect(contact[col('Phone')]).toBe("'+1 301 555 0100");
    expect(contact[col('Subject')]).toBe('Other');
    expect(contact[col('Message')]).toBe('\'=HYPERLINK("http://evil.example","click")\nsecond line, with comma');
    expect(contact[col('Read')]).toBe('no');
    expect(contact[col('Received (UTC)')]).toBe('2026-03-01T10:00:00.000Z');
    expect(contact[col('Id')]).toBe('c1');
    for (const row of rows) expect(row).toHaveLength(header.length);
  });
});

describe('read state', () => {
  it('marks leads read and unread and counts the unread ones', () => {
    const db = sampleDb();
    expect(unreadCounts(db)).toEqual({ unread: 1, contact: 1, valuation: 0, showing: 0 });
    expect(setRead(db, 'contact', 'c1', true)?.readAt).toBeTruthy();
    expect(unreadCounts(db).unread).toBe(0);
    expect(setRead(db, 'valuation', 'v1', false)).toEqual({ readAt: null });
    expect(unreadCounts(db)).toEqual({ unread: 1, contact: 0, valuation: 1, showing: 0 });
    expect(setRead(db, 'valuation', 'missing', true)).toBeNull();
    expect(markAllRead(db)).toBe(1);
    expect(unreadCounts(db).unread).toBe(0);
  });
});
