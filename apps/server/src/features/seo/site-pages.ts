import type { Language } from '@irreplaceable/contracts/constants';

/** The public pages that are not a job or an article: their paths and how they are named. */
export const SITE_PAGES = ['/', '/jobs', '/news', '/about', '/methodology', '/terms'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

interface PageText {
  title: string;
  description: string;
}

/** Titles and descriptions as search results and shared links show them, in our own words. */
export const SITE_PAGE_TEXTS: Record<Language, Record<SitePage, PageText>> = {
  en: {
    '/': {
      title: 'Will AI replace your job? | Irreplaceable',
      description:
        'Search any job title to see how exposed it is to AI, grounded in published occupation research, and what keeps you hard to replace.',
    },
    '/jobs': {
      title: 'Jobs by AI replacement risk | Irreplaceable',
      description:
        'Browse job pages with their AI replacement rate and human irreplaceability, filter by risk or popularity, each grounded in published occupation research.',
    },
    '/news': {
      title: 'News on AI and work | Irreplaceable',
      description:
        'Articles on how AI is changing jobs, industries and wages, in English and Chinese.',
    },
    '/about': {
      title: 'About us | Irreplaceable',
      description:
        'Who makes Irreplaceable, the four analysts who review every job, and why we give calm, sourced answers about AI and work.',
    },
    '/methodology': {
      title: 'How the AI replacement rate is calculated | Irreplaceable',
      description:
        "The formula, its weights and the public occupation datasets behind every job's AI replacement rate, and how its versions change.",
    },
    '/terms': {
      title: 'Terms & privacy | Irreplaceable',
      description: 'The terms of using Irreplaceable and how it handles your data.',
    },
  },
  zh: {
    '/': {
      title: 'AI 会取代你的工作吗？| 不可替代',
      description:
        '输入任意职位名称，查看它受 AI 影响的程度。分析基于公开发表的职业研究，并告诉你如何让自己难以被替代。',
    },
    '/jobs': {
      title: '各职位的 AI 替代风险 | 不可替代',
      description:
        '浏览各职位页面的 AI 替代率与人类不可替代性，可按风险或热度筛选，每一页都基于公开发表的职业研究。',
    },
    '/news': {
      title: 'AI 与工作资讯 | 不可替代',
      description: '关于 AI 如何改变职业、行业与薪资的文章，提供中英文版本。',
    },
    '/about': {
      title: '关于我们 | 不可替代',
      description:
        '认识不可替代的团队和为每个职位撰写点评的四位分析师，以及我们为何坚持冷静、有出处的回答。',
    },
    '/methodology': {
      title: 'AI 替代率如何计算 | 不可替代',
      description: '每个职位 AI 替代率背后的公式、权重与公开职业数据集，以及版本如何更新。',
    },
    '/terms': {
      title: '条款与隐私 | 不可替代',
      description: '使用不可替代的条款，以及我们如何处理你的数据。',
    },
  },
};

export const isSitePage = (path: string): path is SitePage =>
  (SITE_PAGES as readonly string[]).includes(path);
