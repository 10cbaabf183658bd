import type { TRelatedResource, TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';

/** The papers behind the studies, one link per paper (GPTs are GPTs holds two of the studies). */
const PAPERS = [
  {
    covers: ['gpts_gpt4_beta', 'gpts_human_beta'],
    url: 'https://arxiv.org/abs/2303.10130',
    en: 'GPTs are GPTs: labour-market impact of language models (Eloundou et al.)',
    zh: '论文《GPTs are GPTs》：大语言模型对劳动力市场的影响（Eloundou 等）',
  },
  {
    covers: ['frey_osborne'],
    url: 'https://doi.org/10.1016/j.techfore.2016.08.019',
    en: 'The Future of Employment (Frey & Osborne)',
    zh: '论文《就业的未来》：职业被计算机化的概率（Frey 与 Osborne）',
  },
  {
    covers: ['aioe', 'lm_aioe'],
    url: 'https://doi.org/10.1002/smj.3286',
    en: 'AI Occupational Exposure (Felten, Raj & Seamans)',
    zh: '论文：AI 职业暴露度（Felten、Raj 与 Seamans）',
  },
  {
    covers: ['microsoft_applicability'],
    url: 'https://arxiv.org/abs/2507.07935',
    en: 'Working with AI: applicability of generative AI to occupations (Microsoft Research)',
    zh: '微软研究院论文：生成式 AI 在各职业中的适用度',
  },
  {
    covers: ['anthropic_usage'],
    url: 'https://arxiv.org/abs/2503.04761',
    en: 'Anthropic Economic Index: which tasks people do with AI (Handa et al.)',
    zh: 'Anthropic 经济指数：人们用 AI 完成哪些任务（Handa 等）',
  },
  {
    covers: ['ilo_genai'],
    url: 'https://www.ilo.org/global/publications/working-papers/WCMS_890761/lang--en/index.htm',
    en: 'Generative AI and jobs: a global analysis (ILO Working Paper 96, Gmyrek, Berg & Bescond)',
    zh: '国际劳工组织工作论文第96号：生成式 AI 与就业的全球分析（Gmyrek、Berg 与 Bescond）',
  },
] as const;

/** The papers the app cites on any page: a model may add a link to one of them, and to no other. */
export const CITED_PAPER_URLS: readonly string[] = PAPERS.map((paper) => paper.url);

/** Links for the job page: the occupation's own pages, then the studies that cover it. */
export function relatedResources(facts: JobFacts, lang: 'en' | 'zh'): TRelatedResource[] {
  const { occupation, wage, demand } = facts;
  // The link opens O*NET's own page, so it is labelled with the occupation's name, not the title
  // the page was asked for (网红 is filed under an occupation with a different name).
  const title = lang === 'en' ? occupation.title : (occupation.titleZh ?? occupation.title);
  const links: TRelatedResource[] = [
    {
      title:
        lang === 'en'
          ? `O*NET OnLine: ${title} (${occupation.code})`
          : `O*NET OnLine 职业档案：${title}（${occupation.code}）`,
      url: `https://www.onetonline.org/link/summary/${occupation.code}`,
    },
  ];
  // The BLS crosswalk's OOH links are not in the knowledge dataset, so the OEWS page of the
  // occupation's BLS code stands in for them.
  if (wage) {
    links.push({
      title:
        lang === 'en'
          ? `BLS OEWS: employment and wages for ${wage.stats.soc}`
          : `美国劳工统计局 OEWS：${wage.stats.soc} 的就业与工资`,
      url: `https://www.bls.gov/oes/current/oes${wage.stats.soc.replace('-', '')}.htm`,
    });
  }
  if (demand) {
    links.push({
      title:
        lang === 'en'
          ? 'BLS Employment Projections 2024–34: occupational tables'
          : '美国劳工统计局2024–34年职业就业预测表',
      url: 'https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm',
    });
  }
  // Every study with a figure on the page, including one shown beside no rate.
  const covered = new Set(
    facts.score.contributions.filter((item) => item.raw_value !== null).map((i) => i.study),
  );
  for (const paper of PAPERS) {
    if (paper.covers.some((study) => covered.has(study as TStudyId)))
      links.push({ title: paper[lang], url: paper.url });
  }
  return links;
}
