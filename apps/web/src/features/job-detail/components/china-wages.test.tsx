import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeChinaWages } from '../testing/make-china-wages';
import { ChinaWages } from './china-wages';

describe('the China wage levels section', () => {
  beforeAll(async () => {
    await loadCatalogues(['chinaWages']);
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows a row per release in Chinese, with region, release, year and the national average', async () => {
    await changeLanguage('zh');
    renderWithProviders(<ChinaWages wages={makeChinaWages('covered')} />);
    const table = screen.getByRole('table', { name: '中国各地工资价位（元/月）' });
    const [, shandong, chuanyu] = within(table).getAllByRole('row');
    expect(shandong).toHaveTextContent('山东省');
    expect(shandong).toHaveTextContent('山东省人力资源和社会保障厅《2024年人力资源市场工资价位');
    expect(shandong).toHaveTextContent('计算机软件工程技术人员');
    expect(shandong).toHaveTextContent('7,349 元');
    expect(shandong).toHaveTextContent('10,433 元');
    expect(shandong).toHaveTextContent('15,795 元');
    expect(shandong).toHaveTextContent('2024');
    // A release with the median only says the other figures were not given, and invents none.
    expect(within(chuanyu!).getAllByText('未公布')).toHaveLength(2);
    expect(chuanyu).toHaveTextContent('更宽的职业组');
    expect(screen.getByText('2024 年全国城镇单位平均工资')).toBeInTheDocument();
    expect(screen.getByText('非私营单位：每年 124,110 元（约每月 10,343 元）')).toBeInTheDocument();
    expect(screen.getByText(/来源：.*国家统计局/)).toBeInTheDocument();
    expect(screen.getByText(/美国数据以美元计/)).toBeInTheDocument();
  });

  it('says in English that no release covers the occupation, and keeps the national average', () => {
    renderWithProviders(<ChinaWages wages={makeChinaWages('none')} />);
    expect(screen.getByText('No release we hold covers this occupation yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Private units: ¥69,476 a year (≈ ¥5,790 a month)'),
    ).toBeInTheDocument();
    expect(screen.getByText('A month is the year ÷ 12.')).toBeVisible();
  });

  it('says the same in Chinese when no release covers the occupation', async () => {
    await changeLanguage('zh');
    renderWithProviders(<ChinaWages wages={makeChinaWages('none')} />);
    expect(screen.getByText('我们掌握的工资价位发布都还没有覆盖这个职业。')).toBeInTheDocument();
    expect(screen.getByText('私营单位：每年 69,476 元（约每月 5,790 元）')).toBeInTheDocument();
  });
});
