import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EngineLabel } from './engine-label';

describe('who wrote a part of the assessment', () => {
  const spent = {
    kind: 'builtin',
    label: 'Built-in analyst',
    fallback_reason: BUDGET_FALLBACK_REASONS.daySpent,
  } as const;

  it('says the day’s model budget is spent rather than that the model failed', async () => {
    await loadCatalogues(['jobFit']);
    const view = renderWithProviders(<EngineLabel engine={spent} />);
    expect(
      await screen.findByText(
        'The day’s model budget is spent, so the built-in analyst wrote this.',
      ),
    ).toBeInTheDocument();
    view.unmount();
    await changeLanguage('zh');
    renderWithProviders(<EngineLabel engine={spent} />);
    expect(
      await screen.findByText('今天的模型调用额度已用完，本段由内置分析师撰写。'),
    ).toBeInTheDocument();
  });

  it('says a failed model failed', async () => {
    await loadCatalogues(['jobFit']);
    renderWithProviders(
      <EngineLabel engine={{ ...spent, fallback_reason: 'OpenAI unavailable: HTTP 500' }} />,
    );
    expect(
      await screen.findByText('The model was unavailable, so the built-in analyst wrote this.'),
    ).toBeInTheDocument();
  });
});
