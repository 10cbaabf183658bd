import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TChinaWageLevel } from '@irreplaceable/contracts/jobs/china-wages';
import { loadCatalogues } from '../i18n/lazy-catalogues';
import { renderWithProviders } from '../../test/render-with-providers';
import { changeLanguage } from '../i18n/i18n';
import { ChinaMedianLine } from './china-median-line';

const level = (region: string, p50: number, match: TChinaWageLevel['match']): TChinaWageLevel => ({
  region,
  region_scope: 'province',
  release: '某省人力资源和社会保障厅《2024年人力资源市场工资价位》',
  year: 2024,
  csco_code: '4-04-05-00',
  csco_name: '软件和信息技术服务人员',
  match,
  p25: null,
  p50,
  p75: null,
});

describe('the China median pay line of a role or occupation', () => {
  beforeAll(async () => {
    await loadCatalogues(['chinaWages']);
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('names two releases in Chinese, labels a broader group, and counts the rest', async () => {
    await changeLanguage('zh');
    renderWithProviders(
      <ChinaMedianLine
        levels={[
          level('山东省', 10433, 'same'),
          level('河南省', 4350, 'group'),
          level('嘉兴市', 9000, 'same'),
        ]}
      />,
    );
    expect(
      screen.getByText(
        '中国工资中位数（元/月）：山东省（2024 年）10,433 元；河南省（2024 年）4,350 元（更宽的职业组“软件和信息技术服务人员”）；另有 1 条数据',
      ),
    ).toBeInTheDocument();
  });

  it('says why the regions are not the reader’s own when the analysis knows it', () => {
    const note =
      'No release covers this job in Dongguan or Guangdong: these figures are from Jiaxing.';
    renderWithProviders(<ChinaMedianLine levels={[level('Jiaxing', 9000, 'same')]} note={note} />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('names two different regions before counting the rest', () => {
    renderWithProviders(
      <ChinaMedianLine
        levels={[
          level('Shandong', 10433, 'same'),
          level('Shandong', 9800, 'same'),
          level('Jiaxing', 11043, 'same'),
        ]}
      />,
    );
    expect(
      screen.getByText(
        'China median pay, yuan a month: Shandong 2024: ¥10,433; Jiaxing 2024: ¥11,043; and 1 more release',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing when no release covers the occupation', () => {
    const view = renderWithProviders(<ChinaMedianLine levels={[]} />);
    expect(view.container).not.toHaveTextContent(/China/);
  });
});
