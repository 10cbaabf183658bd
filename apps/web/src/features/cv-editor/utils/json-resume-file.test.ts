import { describe, expect, it } from 'vitest';
import { readJsonResume } from './json-resume-file';

/** A file as a browser gives it: the test DOM's File cannot read itself back as text. */
const json = (text: string) =>
  Object.assign(new File([text], 'cv.json', { type: 'application/json' }), {
    text: () => Promise.resolve(text),
  });

describe('readJsonResume', () => {
  it('tells a file that is not JSON from JSON that is not a CV and from a CV with a bad field', async () => {
    expect(await readJsonResume(json('not json at all'))).toEqual({
      ok: false,
      reason: 'not_json',
    });
    expect(await readJsonResume(json('[1, 2]'))).toEqual({ ok: false, reason: 'not_resume' });
    expect(await readJsonResume(json('"a CV"'))).toEqual({ ok: false, reason: 'not_resume' });
    expect(await readJsonResume(json('{"basics": {"label": 42}}'))).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'basics.label',
    });
  });
});
