import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAnalysis, makeResult } from '../testing/make-industry-analysis';
import { IndustryHeader } from './industry-header';

function renderHeader() {
  const result = makeResult();
  const analysis = makeAnalysis({
    result: {
      ...result,
      industry: {
        ...result.industry,
        code: '622',
        gbt: [{ code: '84', name: '卫生', match: 'narrower' }],
      },
    },
  });
  return renderWithProviders(
    <MemoryRouter>
      <IndustryHeader analysis={{ ...analysis, result: analysis.result! }} />
    </MemoryRouter>,
  );
}

describe('industry header', () => {
  it('says which classification is narrower than which, in each language', async () => {
    await loadCatalogues(['industryAnalysis']);
    const view = renderHeader();
    expect(screen.getByText(/NAICS 622 is narrower than GB\/T 84/)).toBeInTheDocument();
    view.unmount();
    await changeLanguage('zh');
    renderHeader();
    expect(await screen.findByText(/NAICS 622 比 GB\/T 84 范围更窄/)).toBeInTheDocument();
    await changeLanguage('en');
  });
});
