import { field, ONET_TSV } from '../delimited';
import { readTable } from '../source-files';

const DIR = 'onet-29.3';

export interface AlternateTitle {
  code: string;
  title: string;
  shortTitle: string;
}

export interface ReportedTitle {
  code: string;
  title: string;
  shownInMyNextMove: boolean;
}

export function readAlternateTitles(sourceDir: string): AlternateTitle[] {
  const rows = readTable(sourceDir, `${DIR}/Alternate Titles.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Alternate Title',
    'Short Title',
  ]);
  return rows.map((row) => ({
    code: field(row, 'O*NET-SOC Code'),
    title: field(row, 'Alternate Title').trim(),
    shortTitle: field(row, 'Short Title').trim(),
  }));
}

export function readReportedTitles(sourceDir: string): ReportedTitle[] {
  const rows = readTable(sourceDir, `${DIR}/Sample of Reported Titles.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Reported Job Title',
    'Shown in My Next Move',
  ]);
  return rows.map((row) => ({
    code: field(row, 'O*NET-SOC Code'),
    title: field(row, 'Reported Job Title').trim(),
    shownInMyNextMove: field(row, 'Shown in My Next Move') === 'Y',
  }));
}
