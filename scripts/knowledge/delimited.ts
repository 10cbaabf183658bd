/**
 * A small, strict parser for the delimited text files in shared/data.
 *
 * Two dialects exist there: RFC 4180 CSV (fields may be quoted, with "" for a quote, and may span
 * lines) and O*NET's tab-delimited text, which never quotes and may contain a bare `"` inside a
 * field. The GPTs-are-GPTs task file is tab-delimited but quotes like CSV, so quoting is an option
 * rather than a property of the delimiter.
 */
export interface DialectOptions {
  delimiter: ',' | '\t';
  quoted: boolean;
}

export type Row = Record<string, string>;

export function parseRecords(text: string, { delimiter, quoted }: DialectOptions): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!quoted) {
    const lines = body.split(/\r?\n/);
    if (lines.at(-1) === '') lines.pop();
    return lines.map((line) => line.split(delimiter));
  }
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (quoted && ch === '"' && field === '') {
      // A quoted field runs to the next quote that is not doubled.
      i += 1;
      for (;;) {
        if (i >= body.length) throw new Error('Unterminated quoted field');
        const q = body.indexOf('"', i);
        if (q < 0) throw new Error('Unterminated quoted field');
        field += body.slice(i, q);
        if (body[q + 1] === '"') {
          field += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      continue;
    }
    if (ch === delimiter) {
      record.push(field);
      field = '';
      i += 1;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += ch === '\r' && body[i + 1] === '\n' ? 2 : 1;
    } else {
      // Copy the run of ordinary characters in one slice; per-character appends are slow on 4 MB files.
      let end = i + 1;
      while (end < body.length && !isSpecial(body.charCodeAt(end), delimiter)) end += 1;
      field += body.slice(i, end);
      i = end;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function isSpecial(code: number, delimiter: string): boolean {
  return code === 10 || code === 13 || code === delimiter.charCodeAt(0);
}

/** The value of a column that parseTable has already checked exists. */
export function field(row: Row, column: string): string {
  const value = row[column];
  if (value === undefined) throw new Error(`No column "${column}" in row`);
  return value;
}

/**
 * Parses a file with a header line into rows keyed by column name. Fails loudly when a required
 * column is missing or a row has the wrong width, so a changed source cannot be read silently wrong.
 */
export function parseTable(
  text: string,
  dialect: DialectOptions,
  required: readonly string[],
): Row[] {
  const [header, ...records] = parseRecords(text, dialect);
  if (!header) throw new Error('Empty table');
  for (const column of required) {
    if (!header.includes(column)) throw new Error(`Missing column "${column}"`);
  }
  const rows: Row[] = [];
  for (const [index, record] of records.entries()) {
    if (record.length === 1 && record[0] === '') continue;
    if (record.length !== header.length) {
      throw new Error(`Row ${index + 2} has ${record.length} fields, expected ${header.length}`);
    }
    const row: Row = {};
    header.forEach((column, c) => {
      row[column] = record[c] ?? '';
    });
    rows.push(row);
  }
  return rows;
}

export const CSV: DialectOptions = { delimiter: ',', quoted: true };
export const ONET_TSV: DialectOptions = { delimiter: '\t', quoted: false };
export const QUOTED_TSV: DialectOptions = { delimiter: '\t', quoted: true };
