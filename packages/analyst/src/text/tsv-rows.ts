/** One data row of a TSV file: its cells, and where it stands ("<file> line <n>") for errors. */
export interface TsvRow {
  cells: string[];
  where: string;
}

/**
 * The data rows of one of our TSV files, in file order: blank lines, comments (`#`) and the
 * header (the row that begins with `headerStart`) are skipped.
 */
export function tsvRows(tsv: string, file: string, headerStart: string): TsvRow[] {
  const rows: TsvRow[] = [];
  tsv.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#') || row.startsWith(headerStart)) return;
    rows.push({ cells: row.split('\t'), where: `${file} line ${i + 1}` });
  });
  return rows;
}
