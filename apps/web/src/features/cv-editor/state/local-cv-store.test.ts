import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLogout } from '../../../shared/auth/auth-events';
import { checkCv } from '../utils/check-cv';
import { emptyCv, useLocalCv } from './local-cv-store';

afterEach(() => {
  vi.useRealTimers();
  useLocalCv.getState().reset();
  localStorage.clear();
});

describe('the local CV', () => {
  it('is kept in localStorage, with its layout but not its undo history', () => {
    useLocalCv.getState().edit((cv) => (cv.basics.name = '林思喆'), 'basics.name');
    useLocalCv.getState().setLayout({ template: 'modern' });
    const stored = JSON.parse(localStorage.getItem('localCv')!) as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ cv: { basics: { name: '林思喆' } }, template: 'modern' });
    expect(stored.state).not.toHaveProperty('past');
  });

  it('undoes a run of typing in one field as one step, and redoes it', () => {
    vi.useFakeTimers();
    const { edit } = useLocalCv.getState();
    for (const name of ['林', '林思', '林思喆']) {
      edit((cv) => (cv.basics.name = name), 'basics.name');
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(2_000);
    edit((cv) => (cv.basics.label = '产品经理'), 'basics.label');
    useLocalCv.getState().undo();
    expect(useLocalCv.getState().cv.basics).toEqual({ name: '林思喆' });
    useLocalCv.getState().undo();
    expect(useLocalCv.getState().cv.basics).toEqual({});
    useLocalCv.getState().redo();
    expect(useLocalCv.getState().cv.basics.name).toBe('林思喆');
  });

  it('is forgotten, in memory and in storage, when the person logs out', () => {
    useLocalCv.getState().edit((cv) => (cv.basics.name = 'Amelia'));
    emitLogout();
    expect(useLocalCv.getState().cv).toEqual(emptyCv());
    expect(localStorage.getItem('localCv')).toBeNull();
  });
});

describe('checking the CV as the server will', () => {
  it('names the missing parts and points a bad field at the entry on screen', () => {
    const cv = emptyCv();
    expect(checkCv(cv).missing).toEqual([
      'basics.label',
      'meta.irreplaceable.user_type',
      'work',
      'education',
      'skills',
      'languages',
    ]);
    cv.work = [{}, { position: 'Nurse', startDate: 'spring' }];
    const check = checkCv(cv);
    expect(check.cv).toBeNull();
    expect(check.problems.get('work.1.startDate')).toBe('date');
  });

  it('drops blank lines and blank entries from what it sends', () => {
    const cv = emptyCv();
    cv.basics.label = 'Nurse';
    cv.meta.irreplaceable.user_type = 'experienced';
    cv.work = [{}, { position: 'Nurse', highlights: ['Led the ward', '', '  '] }];
    cv.education = [{ institution: 'Leeds' }];
    cv.skills = [{ name: 'Triage' }, {}];
    cv.languages = [{ language: 'English' }];
    const check = checkCv(cv);
    expect(check.missing).toEqual([]);
    expect(check.cv?.work).toEqual([{ position: 'Nurse', highlights: ['Led the ward'] }]);
    expect(check.cv?.skills).toEqual([{ name: 'Triage' }]);
  });
});

describe('months as people write them', () => {
  it('become JSON Resume months, and anything else is left for the check to mark', async () => {
    const { normalizeMonth } = await import('../components/cv-form/month-input');
    expect(normalizeMonth('2021.3')).toBe('2021-03');
    expect(normalizeMonth('2021/03')).toBe('2021-03');
    expect(normalizeMonth('2021年3月')).toBe('2021-03');
    expect(normalizeMonth(' 2021-11 ')).toBe('2021-11');
    expect(normalizeMonth('2021.13')).toBe('2021.13');
    expect(normalizeMonth('spring')).toBe('spring');
  });
});
