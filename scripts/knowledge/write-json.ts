import fs from 'node:fs';
import path from 'node:path';

/**
 * Deterministic JSON. Key order is the order the assemble step creates (fixed in code); arrays are
 * sorted there too. Big arrays get one record per line so a data change reads as a small diff.
 */
function assertPlain(value: unknown, where: string): void {
  if (value === undefined) throw new Error(`undefined at ${where}`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${value} at ${where}`);
  if (Array.isArray(value)) value.forEach((item, i) => assertPlain(item, `${where}[${i}]`));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) assertPlain(item, `${where}.${key}`);
  }
}

/** An array written as one JSON value per line. */
export function recordsJson(records: readonly unknown[]): string {
  assertPlain(records, '$');
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

/** A small object, indented for reading. */
export function prettyJson(value: unknown): string {
  assertPlain(value, '$');
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** An object of record arrays: each array one record per line, under its key. */
export function industriesJson(value: object): string {
  assertPlain(value, '$');
  const parts = Object.entries(value).map(([key, item]) => {
    const body = Array.isArray(item)
      ? item.length === 0
        ? '[]'
        : `[\n${item.map((record) => JSON.stringify(record)).join(',\n')}\n]`
      : JSON.stringify(item);
    return `${JSON.stringify(key)}: ${body}`;
  });
  return `{\n${parts.join(',\n')}\n}\n`;
}

export function writeFiles(outDir: string, files: ReadonlyMap<string, string>): void {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(outDir, name), text, 'utf8');
}
