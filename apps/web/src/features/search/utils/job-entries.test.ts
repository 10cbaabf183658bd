import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import { describe, expect, it } from 'vitest';
import {
  applyJobGeneration,
  applyProgressUpdate,
  applyQueueUpdate,
  canOpen,
  entriesFromResult,
} from './job-entries';

const RESULT: TSearchResult = {
  search_type: 'partial_match',
  matched_jobs: [
    {
      job_id: 7,
      title: 'Registered Nurse',
      category: 'Healthcare',
      ai_replacement_rate: 18,
      rate_unknown_reason: null,
      similarity_score: 0.87,
      status: 'ready',
      can_view: true,
    },
  ],
  generating_jobs: [
    {
      generation_id: 'gen-1',
      job_title: 'Night Nurse',
      status: 'queued',
      progress: 0,
      position: 2,
      estimated_wait: 3,
      job_id: null,
      can_view: false,
      similarity_score: null,
      error_message: null,
      created_at: '2025-06-01T12:00:00.000Z',
    },
  ],
};

const ref = { task_id: 'task-1', generation_id: 'gen-1', job_title: 'Night Nurse' };
const entries = entriesFromResult(RESULT, 'task-1');
const nightNurse = (list: typeof entries) => list.find((entry) => entry.title === 'Night Nurse');

describe('job entries', () => {
  it('lists the job being written (the title asked for) first, then matched jobs as ready', () => {
    expect(entries.map((entry) => [entry.title, entry.status, entry.similarityScore])).toEqual([
      ['Night Nurse', 'queued', null],
      ['Registered Nurse', 'ready', 0.87],
    ]);
    expect(entries.map(canOpen)).toEqual([false, true]);
  });

  it('puts the closest matched job first, so an exact match never sits below a near one', () => {
    const job = RESULT.matched_jobs[0]!;
    const list = entriesFromResult(
      {
        search_type: 'partial_match',
        matched_jobs: [
          { ...job, job_id: 1, title: 'Technical Writer', similarity_score: 0.81 },
          { ...job, job_id: 2, title: 'Software Engineer', similarity_score: 0.9 },
          { ...job, job_id: 3, title: 'Prompt Engineer', similarity_score: 1 },
        ],
        generating_jobs: [],
      },
      'task-2',
    );
    expect(list.map((entry) => entry.title)).toEqual([
      'Prompt Engineer',
      'Software Engineer',
      'Technical Writer',
    ]);
  });

  it('leaves status and progress alone when a generation starts, and records the step', () => {
    const next = applyJobGeneration(entries, {
      ...ref,
      status: 'started',
      progress: 0,
      job_id: null,
      can_view: false,
      error_message: null,
    });
    expect(nightNurse(next)).toMatchObject({
      status: 'queued',
      progress: 0,
      steps: ['queued', 'started'],
    });
  });

  it('records only the steps the server reported, in order, and keeps them in the final result', () => {
    let list = applyProgressUpdate(entries, {
      ...ref,
      status: 'generating',
      progress: 85,
      stage: 'saving',
    });
    list = applyProgressUpdate(list, {
      ...ref,
      status: 'generating',
      progress: 20,
      stage: 'analysing',
    });
    list = applyJobGeneration(list, {
      ...ref,
      status: 'completed',
      progress: 100,
      job_id: 12,
      can_view: true,
      error_message: null,
      engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
    });
    expect(nightNurse(list)?.steps).toEqual(['queued', 'analysing', 'saving', 'done']);

    const final = entriesFromResult(
      {
        ...RESULT,
        generating_jobs: [
          { ...RESULT.generating_jobs[0]!, status: 'ready', progress: 100, job_id: 12 },
        ],
      },
      'task-1',
      list,
    );
    expect(nightNurse(final)).toMatchObject({
      status: 'ready',
      steps: ['queued', 'analysing', 'saving', 'done'],
      engine: { kind: 'builtin' },
    });
  });

  it('tells a page written for the search from a page that already existed', () => {
    expect(entries.map((entry) => [entry.origin, entry.aiReplacementRate])).toEqual([
      ['new', null],
      ['existing', 18],
    ]);
  });

  it('marks processing as generating with its progress, matched by title', () => {
    const next = applyJobGeneration(entries, {
      ...ref,
      generation_id: 'unknown',
      job_title: 'night nurse',
      status: 'processing',
      progress: 40,
      job_id: null,
      can_view: false,
      error_message: null,
    });
    expect(nightNurse(next)).toMatchObject({ status: 'generating', progress: 40 });
  });

  it('marks completed as ready, at 100, viewable, with its job id', () => {
    const next = applyJobGeneration(entries, {
      ...ref,
      status: 'completed',
      progress: 100,
      job_id: 12,
      can_view: true,
      error_message: null,
    });
    expect(nightNurse(next)).toMatchObject({
      status: 'ready',
      progress: 100,
      canView: true,
      jobId: 12,
    });
    expect(canOpen(nightNurse(next)!)).toBe(true);
  });

  it('marks an error with its message', () => {
    const next = applyJobGeneration(entries, {
      ...ref,
      status: 'error',
      progress: 30,
      job_id: null,
      can_view: false,
      error_message: 'The analyst gave up.',
    });
    expect(nightNurse(next)).toMatchObject({
      status: 'error',
      errorMessage: 'The analyst gave up.',
    });
  });

  it('applies queue and progress updates', () => {
    const queued = applyQueueUpdate(entries, { ...ref, position: 1, estimated_wait: 1.5 });
    expect(nightNurse(queued)).toMatchObject({ position: 1, estimatedWait: 1.5 });

    const moving = applyProgressUpdate(queued, {
      ...ref,
      status: 'generating',
      progress: 65,
      stage: 'analysing',
    });
    expect(nightNurse(moving)).toMatchObject({ status: 'generating', progress: 65 });
  });

  it('ignores messages about jobs it does not list', () => {
    const next = applyProgressUpdate(entries, {
      task_id: 'task-1',
      generation_id: 'gen-9',
      job_title: 'Pilot',
      status: 'generating',
      progress: 10,
      stage: 'analysing',
    });
    expect(next).toBe(entries);
  });
});
