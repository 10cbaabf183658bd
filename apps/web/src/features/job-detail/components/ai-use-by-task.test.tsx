import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAiUseByTask, TExposureTrend } from '@irreplaceable/contracts/jobs/ai-use';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AiUseByTask } from './ai-use-by-task';
import { ExposureTrend } from './exposure-trend';

const USE: TAiUseByTask = {
  source: 'Anthropic Economic Index',
  release: 'November 2025',
  tasks: [
    {
      task: 'Correct errors by making appropriate changes and rechecking the program.',
      task_zh: '修改并复查程序以纠正错误。',
      task_zh_source: 'translation',
      task_type: 'core',
      share_of_use: 4.12,
      automation: 0.71,
      augmentation: 0.29,
      mode: 'delegated',
      release: '2025-11',
    },
    {
      task: 'Write, update, and maintain computer programs.',
      task_zh: '编写、更新和维护计算机程序。',
      task_zh_source: 'translation',
      task_type: 'core',
      share_of_use: 2.5,
      automation: 0.38,
      augmentation: 0.62,
      mode: 'collaborative',
      release: '2025-03',
    },
  ],
  unseen_tasks: [
    {
      task: 'Consult with managerial staff to clarify program intent.',
      task_zh: '与管理人员沟通，明确程序的用途。',
      task_zh_source: 'translation',
      task_type: 'core',
    },
  ],
  tasks_total: 17,
  tasks_covered: 12,
  summary: 'People hand debugging to AI and write new code with it.',
  advice: [{ kind: 'learn', text: 'Learn to write new code with an assistant.' }],
};

const TREND: TExposureTrend = {
  source: 'DAIOE',
  points: Array.from({ length: 14 }, (_, index) => ({
    year: 2010 + index,
    value: 1 + index / 10,
    percentile: 80 + index,
  })),
  basis: 'same',
  soc2010: [{ code: '15-1131', title: 'Computer Programmers', split: false }],
  percentile_change: 13,
  summary: 'It moved up 13 points against all occupations.',
  basis_note: null,
};

describe('AI at work on a job page', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('draws each task as handed to AI against done with AI, with the source, in English', () => {
    renderWithProviders(<AiUseByTask use={USE} />);
    expect(
      screen.getByRole('img', { name: '71% handed to AI, 29% done with AI' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.12% of all use')).toBeInTheDocument();
    expect(screen.getByText('Learn to write new code with an assistant.')).toBeInTheDocument();
    expect(screen.getByText('Core tasks nobody brings to AI yet')).toBeInTheDocument();
    expect(
      screen.getByText(/November 2025 \(some tasks from March 2025\); 12 of the job’s 17/),
    ).toBeInTheDocument();
  });

  it('leaves the advice to the written advice section when that names the tasks itself', () => {
    renderWithProviders(<AiUseByTask use={USE} adviceInText />);
    expect(screen.queryByText('Learn to write new code with an assistant.')).toBeNull();
    expect(screen.getByText('4.12% of all use')).toBeInTheDocument();
  });

  it('names the tasks in Chinese and says it in Chinese words', async () => {
    await changeLanguage('zh');
    renderWithProviders(<AiUseByTask use={{ ...USE, release: '2025 年 11 月' }} />);
    expect(screen.getByText('修改并复查程序以纠正错误。')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '71% 交给 AI 代劳，29% 与 AI 协作' }),
    ).toBeInTheDocument();
    expect(screen.getByText('尚未用到 AI 的核心任务')).toBeInTheDocument();
    expect(screen.getByText(/2025 年 11 月抽样的对话/)).toBeInTheDocument();
  });

  it('draws the percentile trend with its first and last year', () => {
    renderWithProviders(<ExposureTrend trend={TREND} />);
    expect(
      screen.getByRole('img', {
        name: 'Exposure percentile among all occupations, 2010: 80, 2023: 93',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/DAIOE/)).toBeInTheDocument();
  });
});
