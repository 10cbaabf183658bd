import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TProgressState } from '../store/search-view-store';
import type { TJobEntry } from '../utils/job-entries';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { JobProgressDialog } from './job-progress-dialog';
import { jobEntry as entry } from '../testing/search-fixtures';

const READY = entry({});
const QUEUED = entry({
  id: 'gen-1',
  origin: 'new',
  title: 'Night Nurse',
  status: 'queued',
  progress: 0,
  canView: false,
  jobId: null,
  similarityScore: null,
  industry: null,
  position: 2,
  estimatedWait: 3,
  aiReplacementRate: null,
  rateUnknownReason: null,
  steps: ['queued'],
});

function renderDialog(entries: TJobEntry[], overrides: Partial<TProgressState> = {}) {
  const onClose = vi.fn();
  const onCancelAll = vi.fn();
  const progress: TProgressState = {
    isOpen: true,
    query: 'Nurse',
    searchType: 'partial_match',
    entries,
    error: null,
    ...overrides,
  };
  const view = renderWithProviders(
    <JobProgressDialog progress={progress} onClose={onClose} onCancelAll={onCancelAll} />,
  );
  return { ...view, onClose, onCancelAll };
}

describe('job progress dialog', () => {
  it('has no close button while a job is generating or queued, only Cancel all', async () => {
    const { user, onCancelAll } = renderDialog([READY, QUEUED]);

    expect(screen.getByRole('dialog', { name: 'Your job search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    expect(onCancelAll).toHaveBeenCalledTimes(1);
  });

  it('shows close buttons, and no Cancel all, once nothing is in progress', async () => {
    const { user, onClose } = renderDialog([READY, { ...QUEUED, status: 'error', position: null }]);

    expect(screen.queryByRole('button', { name: 'Cancel all' })).not.toBeInTheDocument();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);

    await user.click(closeButtons[1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens a job in a new tab only when it can be viewed and has a job id', () => {
    renderDialog([
      READY,
      QUEUED,
      entry({ id: 'gen-2', title: 'Midwife', canView: true, jobId: null, similarityScore: null }),
    ]);

    const links = screen.getAllByRole('link', { name: /^Open/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Open the analysis of Registered Nurse in a new tab');
    // The job page's one address, the one the board links to.
    expect(links[0]).toHaveAttribute('href', '/jobs/7');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows how each page matched, queue place, wait, status and progress for each job', () => {
    renderDialog([READY, QUEUED]);

    expect(screen.getByText('Results for “Nurse”')).toBeInTheDocument();
    // The score weighs occupations, not names: no percentage poses as a likeness of names.
    expect(screen.getByText('Healthcare · Matched by occupation, not by name')).toBeInTheDocument();
    expect(screen.queryByText(/name similarity/)).not.toBeInTheDocument();
    expect(screen.getByText('#2 in the queue · about 3 min')).toBeInTheDocument();
    expect(screen.getAllByText('Queued')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Progress of Night Nurse' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('calls a page an exact title match only when the search used its words', () => {
    renderDialog([entry({ similarityScore: 1, title: 'Registered Nurse' })], {
      query: 'registered nurse',
    });
    expect(screen.getByText('Healthcare · Exact title match')).toBeInTheDocument();
  });

  it('says what a typo, alias or informal name was read as', () => {
    renderDialog([entry({ similarityScore: 1, title: 'QA Engineer', industry: 'Technology' })], {
      query: 'QA tester',
    });
    expect(screen.getByText('Technology · Matched “QA tester” as QA Engineer')).toBeInTheDocument();
    expect(screen.queryByText(/Exact title match/)).not.toBeInTheDocument();
  });

  it('says it in Chinese too', async () => {
    await changeLanguage('zh');
    renderDialog(
      [entry({ similarityScore: 1, title: '前端开发工程师', industry: '科技与互联网' })],
      { query: '前段工程师' },
    );
    expect(
      screen.getByText('科技与互联网 · 已将“前段工程师”识别为前端开发工程师'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/完全匹配/)).not.toBeInTheDocument();
  });

  it('never draws a bar under a page that already exists, and labels its AI replacement rate', () => {
    renderDialog([READY]);

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('AI replacement rate', { exact: false })).toHaveTextContent(
      'AI replacement rate 18%',
    );
    expect(screen.getByText('Analysed')).toBeInTheDocument();
  });

  it('lists the reported steps of a new page and keeps them once it is written', () => {
    const written = {
      ...QUEUED,
      status: 'ready' as const,
      progress: 100,
      canView: true,
      jobId: 12,
      position: null,
      estimatedWait: null,
      steps: ['queued', 'started', 'analysing', 'saving', 'done'] as TJobEntry['steps'],
      engine: { kind: 'builtin' as const, label: 'Built-in analyst', fallback_reason: null },
    };
    renderDialog([written, READY]);

    const steps = screen.getByRole('list', { name: 'Steps of writing the page for Night Nurse' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Queued',
      'Picked up by the analyst',
      'Scoring the job from occupation research and writing the analysis',
      'Saving the job page',
      'Page written by the built-in analyst',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '“Night Nurse” was new to us: its page has just been written. Below it is a similar job we had already analysed.',
      ),
    ).toBeInTheDocument();
  });

  it('has Retry and Cancel buttons that say they are not available yet', async () => {
    const { user } = renderDialog([
      QUEUED,
      entry({
        id: 'gen-3',
        title: 'Medic',
        status: 'error',
        canView: false,
        jobId: null,
        errorMessage: 'The analyst gave up.',
      }),
    ]);

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The analyst gave up.')).toBeInTheDocument();

    await user.hover(retry);
    expect(await screen.findByText('Not available yet')).toBeInTheDocument();
  });

  it('says why the search stopped', () => {
    renderDialog([], {
      error: 'This search is no longer running on the server. Please search again.',
    });

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The search stopped')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'This search is no longer running on the server. Please search again.',
      ),
    ).toBeInTheDocument();
  });
});
