import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'anthropic-economic-index-2025-02-10';

/** The join key of the release: task text, lower-cased and trimmed. */
export function taskTextKey(text: string): string {
  return text.trim().toLowerCase();
}

/** task text key → percent of conversations. */
export function readTaskShares(sourceDir: string): Map<string, number> {
  const rows = readTable(sourceDir, `${DIR}/onet_task_mappings.csv`, CSV, ['task_name', 'pct']);
  const map = new Map<string, number>();
  for (const row of rows) {
    const key = taskTextKey(field(row, 'task_name'));
    map.set(key, (map.get(key) ?? 0) + parseDecimal(field(row, 'pct'), 'pct'));
  }
  return map;
}

/**
 * task text key → the O*NET-SOC 2010 codes whose O*NET 20.1 task list has that text. The text is
 * used only as a join key here and never leaves this module.
 */
export function readTaskOccupations(sourceDir: string): Map<string, string[]> {
  const rows = readTable(sourceDir, `${DIR}/onet_task_statements.csv`, CSV, [
    'O*NET-SOC Code',
    'Task',
  ]);
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const key = taskTextKey(field(row, 'Task'));
    const codes = map.get(key) ?? [];
    const code = field(row, 'O*NET-SOC Code').trim();
    if (!codes.includes(code)) codes.push(code);
    map.set(key, codes);
  }
  for (const codes of map.values()) codes.sort();
  return map;
}

export interface AnthropicSource {
  taskShares: Map<string, number>;
  taskOccupations: Map<string, string[]>;
}

export function readAnthropic(sourceDir: string): AnthropicSource {
  return { taskShares: readTaskShares(sourceDir), taskOccupations: readTaskOccupations(sourceDir) };
}
