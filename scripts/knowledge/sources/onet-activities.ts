import { IWA_ID } from '../codes';
import { field, ONET_TSV } from '../delimited';
import { readTable } from '../source-files';

const DIR = 'onet-29.3';

export interface IwaReference {
  id: string;
  name: string;
  gwa: string;
  gwaName: string;
}

/** IWA names. O*NET writes them as sentences ending in a full stop, which we drop. */
export function readIwaReference(sourceDir: string): IwaReference[] {
  const rows = readTable(sourceDir, `${DIR}/IWA Reference.txt`, ONET_TSV, [
    'Element ID',
    'Element Name',
    'IWA ID',
    'IWA Title',
  ]);
  return rows.map((row) => {
    const id = field(row, 'IWA ID');
    if (!IWA_ID.test(id)) throw new Error(`IWA Reference.txt: bad IWA ID ${id}`);
    return {
      id,
      name: field(row, 'IWA Title').trim().replace(/\.$/, ''),
      gwa: field(row, 'Element ID'),
      gwaName: field(row, 'Element Name').trim(),
    };
  });
}

/** DWA ID → IWA ID (the DWA titles are not read). */
export function readDwaToIwa(sourceDir: string): Map<string, string> {
  const rows = readTable(sourceDir, `${DIR}/DWA Reference.txt`, ONET_TSV, ['IWA ID', 'DWA ID']);
  return new Map(rows.map((row) => [field(row, 'DWA ID'), field(row, 'IWA ID')]));
}

/** Task ID → the DWA IDs it is linked to, per occupation (task texts are not read). */
export function readTaskDwas(sourceDir: string): Map<string, string[]> {
  const rows = readTable(sourceDir, `${DIR}/Tasks to DWAs.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Task ID',
    'DWA ID',
  ]);
  const byTask = new Map<string, string[]>();
  for (const row of rows) {
    const key = taskKey(field(row, 'O*NET-SOC Code'), field(row, 'Task ID'));
    const list = byTask.get(key) ?? [];
    list.push(field(row, 'DWA ID'));
    byTask.set(key, list);
  }
  return byTask;
}

/** Task IDs are unique in O*NET, but keying by code too guards against a task moved between codes. */
export function taskKey(code: string, taskId: string): string {
  return `${code}#${taskId}`;
}
