import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TJobEvidence } from '@irreplaceable/contracts/analysis/job-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EvidencePanel } from './evidence-panel';

const EVIDENCE: TJobEvidence = {
  occupation: { code: '15-1252.00', title: 'Software Developers', title_zh: '软件开发工程师' },
  other_occupations: [],
  studies: [
    {
      study: 'gpts_gpt4_beta',
      raw_value: 0.8684,
      normalized: 0.8684,
      weight: 0.3,
      contribution: 26.05,
      note: null,
    },
    {
      study: 'ilo_genai',
      raw_value: 0.34,
      normalized: 0.5521,
      weight: 0,
      contribution: 0,
      note: 'shown for reference, never part of the rate',
    },
  ],
  formula_version: 'exposure-2026.1',
  data_version: 'onet-29.3+ep-2024-34+rules-2',
  confidence: 'high',
  studies_available: 2,
};

function renderPanel(evidence: TJobEvidence, language: Language, rate: number | null = 26) {
  renderWithProviders(
    <MemoryRouter>
      <EvidencePanel evidence={evidence} rate={rate} language={language} />
    </MemoryRouter>,
  );
  return language === 'en'
    ? screen.getByRole('table', { name: 'What each study contributed' })
    : screen.getByRole('table');
}

function iloRow(table: HTMLElement, name: RegExp): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => name.test(candidate.textContent ?? ''));
  if (!row) throw new Error(`no row matching ${name}`);
  return row;
}

describe('the ILO row of the study table', () => {
  it('names and cites the ILO study, with its figure, as reference only', () => {
    const table = renderPanel(EVIDENCE, 'en');
    const row = iloRow(table, /Generative AI and jobs \(ILO\)/);
    expect(row).toHaveTextContent('Gmyrek, Berg & Bescond (2023), ILO Working Paper 96');
    expect(within(row).getByText('Reference only')).toBeInTheDocument();
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('0.34');
    expect(cells[2]).toHaveTextContent('0.55');
    expect(cells[4]).toHaveTextContent('0.0 pts');
  });

  it('says the same in Chinese', async () => {
    await changeLanguage('zh');
    const table = renderPanel(EVIDENCE, 'zh');
    const row = iloRow(table, /生成式 AI 与就业（国际劳工组织）/);
    expect(row).toHaveTextContent('Gmyrek、Berg 与 Bescond（2023），国际劳工组织工作论文第 96 号');
    expect(row).toHaveTextContent('0.34');
    expect(row).not.toHaveTextContent(/Generative AI and jobs/);
  });

  it('shows a dash and “not covered” where the crosswalk does not reach the job', () => {
    const table = renderPanel(
      {
        ...EVIDENCE,
        studies: EVIDENCE.studies.map((study) =>
          study.study === 'ilo_genai'
            ? { ...study, raw_value: null, normalized: null, note: 'not covered by this study' }
            : study,
        ),
      },
      'en',
    );
    const row = iloRow(table, /Generative AI and jobs \(ILO\)/);
    expect(within(row).getByText('Not covered')).toBeInTheDocument();
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['—', '—', '—', '—']);
  });

  it('shows the ILO figure on a page without a rate, weighing nothing', () => {
    const unrated: TJobEvidence = {
      ...EVIDENCE,
      studies: [
        {
          ...EVIDENCE.studies[0]!,
          raw_value: null,
          normalized: null,
          weight: 0.3,
          contribution: 0,
        },
        { ...EVIDENCE.studies[1]!, raw_value: 0.365, normalized: null },
      ],
      confidence: 'low',
      studies_available: 0,
    };
    const table = renderPanel(unrated, 'en', null);
    const cells = within(iloRow(table, /Generative AI and jobs \(ILO\)/)).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['0.365', '—', '—', '—']);
    expect(table).not.toHaveTextContent(/pts/);
    expect(screen.getByText('1 of 2 studies cover this occupation')).toBeInTheDocument();
  });
});
