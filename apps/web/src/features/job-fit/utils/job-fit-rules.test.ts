import { describe, expect, it } from 'vitest';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { makeHistoryItem } from '../testing/make-assessment';
import { canSubmitChallenge, followUpLength, isFollowUpTooLong } from './follow-up';
import { historyAction, isFreeResultExpired } from './history-rules';
import { progressFor, sessionProgress } from './progress';
import { effectiveAnalyst, isAnalystSelectable, selectableAnalysts } from './selection-rules';

describe('progress weights', () => {
  it('hold 20 in phase 1, fill phase 2 from 20 to 50, 65 at phase 3, 65 to 85 in phase 4, 100 at 5', () => {
    expect(progressFor(1, { answered: 0, total: 3 })).toBe(20);
    expect(progressFor(1, { answered: 3, total: 3 })).toBe(20);
    expect(progressFor(2, { answered: 0, total: 5 })).toBe(20);
    expect(progressFor(2, { answered: 1, total: 5 })).toBe(26);
    expect(progressFor(2, { answered: 5, total: 5 })).toBe(50);
    expect(progressFor(2, { answered: 10, total: 20 })).toBe(35);
    expect(progressFor(3, { answered: 0, total: 0 })).toBe(65);
    expect(progressFor(4, { answered: 0, total: 3 })).toBe(65);
    expect(progressFor(4, { answered: 3, total: 3 })).toBe(85);
    expect(progressFor(5, { answered: 0, total: 0 })).toBe(100);
  });

  it('never leaves its phase, whatever the counts', () => {
    expect(progressFor(2, { answered: 9, total: 5 })).toBe(50);
    expect(progressFor(4, { answered: 1, total: 0 })).toBe(65);
  });

  it('reads a session: a completed one is at 100', () => {
    const status = { current_phase: 2 as const, status: 'in_progress' as const };
    const base = {
      phase1Answers: [],
      phase2: { answered: 3, total: 5 },
      phase4: { answered: 0, total: 3 },
    };
    expect(sessionProgress({ ...base, status: status as never })).toBe(38);
    expect(sessionProgress({ ...base, status: { ...status, status: 'completed' } as never })).toBe(
      100,
    );
  });
});

describe('phase-4 follow-up rules', () => {
  it('counts characters as people do, and allows at most 150', () => {
    expect(ASSESSMENT.followUpMaxLength).toBe(150);
    expect(followUpLength('适合我吗')).toBe(4);
    expect(followUpLength('👍🏽ok')).toBe(4);
    expect(isFollowUpTooLong('a'.repeat(150))).toBe(false);
    expect(isFollowUpTooLong('a'.repeat(151))).toBe(true);
    expect(isFollowUpTooLong('好'.repeat(150))).toBe(false);
  });

  it('needs a choice, a follow-up within the limit and no send under way', () => {
    expect(canSubmitChallenge('x', '', false)).toBe(true);
    expect(canSubmitChallenge(null, '', false)).toBe(false);
    expect(canSubmitChallenge('x', 'a'.repeat(151), false)).toBe(false);
    expect(canSubmitChallenge('x', 'fine', true)).toBe(false);
  });
});

describe('selection rules', () => {
  it('let free mode choose only gpt, and credit mode any analyst', () => {
    expect(selectableAnalysts('free')).toEqual(['gpt']);
    expect(selectableAnalysts('credit')).toEqual(['gpt', 'claude', 'gemini', 'deepseek']);
    expect(isAnalystSelectable('free', 'claude')).toBe(false);
    expect(effectiveAnalyst('free', 'gemini')).toBe('gpt');
    expect(effectiveAnalyst('credit', 'gemini')).toBe('gemini');
  });
});

describe('history rules', () => {
  const now = Date.parse('2025-11-21T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

  it('expires free results 24 h after they were started, as the server does', () => {
    const item = makeHistoryItem({
      status: 'completed',
      started_at: hoursAgo(23.9),
      completed_at: hoursAgo(23.8),
    });
    expect(isFreeResultExpired(item, now)).toBe(false);
    expect(
      isFreeResultExpired({ ...item, started_at: hoursAgo(24), completed_at: hoursAgo(1) }, now),
    ).toBe(true);
    expect(isFreeResultExpired({ ...item, expired: true }, now)).toBe(true);
    expect(
      isFreeResultExpired({ ...item, assessment_type: 'credit', started_at: hoursAgo(99) }, now),
    ).toBe(false);
  });

  it('offers continue, view, the expired label, or nothing', () => {
    expect(historyAction(makeHistoryItem(), now)).toBe('continue');
    const done = makeHistoryItem({
      status: 'completed',
      can_continue: false,
      can_view_result: true,
      started_at: hoursAgo(1),
      completed_at: hoursAgo(1),
    });
    expect(historyAction(done, now)).toBe('view');
    expect(historyAction({ ...done, started_at: hoursAgo(30) }, now)).toBe('expired');
    expect(historyAction({ ...done, status: 'abandoned', can_view_result: false }, now)).toBe(
      'none',
    );
  });
});
