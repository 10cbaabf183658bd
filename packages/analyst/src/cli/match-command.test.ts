import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ZClassifyResult } from '@irreplaceable/contracts/analysis/classification';
import { runMatch } from './match-command';

async function run(args: string[], input = ''): Promise<{ code: number; lines: string[] }> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let output = '';
  stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  stdin.end(input);
  const code = await runMatch(args, { stdin, stdout });
  return { code, lines: output.split('\n').filter(Boolean) };
}

function parse(line: string | undefined) {
  return ZClassifyResult.parse(JSON.parse(line ?? ''));
}

describe('match command', () => {
  it('prints one JSON line for one query', async () => {
    const { code, lines } = await run(['software engineer']);
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    const result = parse(lines[0]);
    expect(result).toMatchObject({ kind: 'job', canonical_title: 'Software Engineer' });
    if (result.kind === 'job') expect(result.occupations[0]?.code).toBe('15-1252.00');
  });

  it('answers errors in the same shape, with the suggestion in the chosen language', async () => {
    const { lines } = await run(['manager', '--lang', 'zh']);
    const result = parse(lines[0]);
    expect(result.kind).toBe('error');
    if (result.kind === 'error') {
      expect(result.error_type).toBe('too_vague');
      expect(result.suggestion).toMatch(/[\u4e00-\u9fff]/);
      expect(result.examples.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('reads one query per line from stdin with -, in order, detecting each language', async () => {
    const { code, lines } = await run(['-'], 'registered nurse\n软件工程师\n\npizza\n');
    expect(code).toBe(0);
    const results = lines.map(parse);
    expect(results.map((r) => r.kind)).toEqual(['job', 'job', 'error', 'error']);
    expect(results[0]).toMatchObject({ canonical_title: 'Registered Nurse' });
    expect(results[1]).toMatchObject({ canonical_title_zh: '软件工程师' });
    expect(results[2]).toMatchObject({ error_type: 'empty_query' });
    expect(results[3]).toMatchObject({ error_type: 'not_job_related' });
    // Detected per line: the empty line's suggestion is English, like the lines around it.
    expect(results[2]?.kind === 'error' && results[2].suggestion).toMatch(/^[\x20-\x7e]+$/);
  });

  it('rejects bad arguments with a usage line and a non-zero exit code', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['nurse', '--lang', 'fr'])).code).toBe(2);
    const { code, lines } = await run(['nurse', 'extra']);
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('usage: match');
  });
});
