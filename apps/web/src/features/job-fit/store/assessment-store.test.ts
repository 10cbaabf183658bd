import { afterEach, describe, expect, it } from 'vitest';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { makeHistoryItem } from '../testing/make-assessment';
import { freshHistory, useAssessmentStore } from './assessment-store';

const KEY = 'cognitiveAssessmentStore';
const NOW = Date.parse('2025-11-20T10:00:00.000Z');

describe('assessment store', () => {
  afterEach(() => {
    useAssessmentStore.getState().clearHistoryCache();
    useAssessmentStore.setState({ isLoading: false, isTyping: false, error: null });
  });

  it('persists the history cache under cognitiveAssessmentStore, not the moment’s flags', () => {
    const store = useAssessmentStore.getState();
    store.setHistory(7, [makeHistoryItem()], NOW);
    store.setTyping(true);
    store.setLoading(true);
    store.setError('Failed');

    const persisted = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { state: object };
    expect(persisted.state).toEqual({
      historyCache: { 7: [makeHistoryItem({ started_at: expect.any(String) as string })] },
      historyLastFetch: { 7: NOW },
    });
  });

  it('serves a job’s history for 5 minutes, then asks again', () => {
    useAssessmentStore.getState().setHistory(7, [makeHistoryItem()], NOW);
    const state = useAssessmentStore.getState();

    expect(ASSESSMENT.historyCacheMs).toBe(300_000);
    expect(freshHistory(state, 7, NOW + 299_999)).toHaveLength(1);
    expect(freshHistory(state, 7, NOW + 300_000)).toBeNull();
    expect(freshHistory(state, 8, NOW)).toBeNull();
  });

  it('clears the cache', () => {
    useAssessmentStore.getState().setHistory(7, [makeHistoryItem()], NOW);
    useAssessmentStore.getState().clearHistoryCache();
    expect(freshHistory(useAssessmentStore.getState(), 7, NOW)).toBeNull();
  });

  it('loads a stored cache and drops a malformed one', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: { historyCache: { 7: [makeHistoryItem()] }, historyLastFetch: { 7: NOW } },
        version: 1,
      }),
    );
    await useAssessmentStore.persist.rehydrate();
    expect(freshHistory(useAssessmentStore.getState(), 7, NOW)).toHaveLength(1);

    useAssessmentStore.getState().clearHistoryCache();
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { historyCache: { 7: 'oops' }, historyLastFetch: {} }, version: 1 }),
    );
    await useAssessmentStore.persist.rehydrate();
    expect(useAssessmentStore.getState().historyCache).toEqual({});
  });
});
