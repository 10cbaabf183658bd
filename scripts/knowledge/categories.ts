import type { CategoryId } from '../../packages/analyst/src/knowledge/types';

/**
 * Editorial: our product categories and the Chinese names of the SOC major groups, written by us.
 *
 * SOC major groups sort occupations by kind of work (e.g. all managers together), while job seekers
 * browse by field (a hospital manager looks under Healthcare). So each occupation's category comes
 * from the longest matching code prefix below: an O*NET code beats a SOC detailed code, which beats a
 * broad or minor group, which beats the major group ("29" is every 29-xxxx code).
 */
export interface CategoryDefinition {
  id: CategoryId;
  en: string;
  zh: string;
}

/** In display order. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  { id: 'technology', en: 'Technology', zh: '科技与互联网' },
  { id: 'engineering-science', en: 'Engineering & Science', zh: '工程与科研' },
  { id: 'healthcare', en: 'Healthcare', zh: '医疗健康' },
  { id: 'education', en: 'Education', zh: '教育' },
  { id: 'finance', en: 'Finance & Accounting', zh: '金融与财会' },
  { id: 'business-management', en: 'Business & Management', zh: '商业与管理' },
  { id: 'sales-marketing', en: 'Sales & Marketing', zh: '销售与市场' },
  { id: 'creative-media', en: 'Creative & Media', zh: '创意与传媒' },
  { id: 'legal', en: 'Legal', zh: '法律' },
  { id: 'community-social', en: 'Community & Social Services', zh: '社会与社区服务' },
  { id: 'public-safety-government', en: 'Public Safety & Government', zh: '公共安全与政府' },
  { id: 'construction-trades', en: 'Construction & Trades', zh: '建筑与技术工种' },
  { id: 'manufacturing-production', en: 'Manufacturing & Production', zh: '生产制造' },
  { id: 'transportation-logistics', en: 'Transportation & Logistics', zh: '交通运输与物流' },
  { id: 'hospitality-food', en: 'Hospitality & Food', zh: '餐饮、酒店与旅游' },
  { id: 'personal-services', en: 'Personal Care & Services', zh: '生活服务' },
  { id: 'agriculture-environment', en: 'Agriculture & Environment', zh: '农林牧渔与环境' },
  { id: 'office-administration', en: 'Office & Administration', zh: '行政与文职' },
  { id: 'military', en: 'Military', zh: '军事' },
];

/** Code prefix → category. Comments give the reason for each exception to its major group. */
export const CATEGORY_RULES: Readonly<Record<string, CategoryId>> = {
  // 11 Management: general management stays here; managers of a field go to that field.
  '11': 'business-management',
  '11-1031': 'public-safety-government', // legislators
  '11-2': 'sales-marketing', // advertising, marketing, sales, PR and fundraising managers
  '11-3021': 'technology', // computer and information systems managers
  '11-3031': 'finance',
  '11-3051': 'manufacturing-production', // industrial production managers
  '11-3071': 'transportation-logistics',
  '11-9013': 'agriculture-environment', // farmers and ranchers
  '11-9021': 'construction-trades',
  '11-903': 'education', // education administrators
  '11-9041': 'engineering-science',
  '11-9051': 'hospitality-food',
  '11-907': 'hospitality-food', // gambling, entertainment and recreation managers
  '11-9081': 'hospitality-food', // lodging managers
  '11-9111': 'healthcare',
  '11-9121': 'engineering-science', // natural sciences managers
  '11-9121.01': 'healthcare', // clinical research coordinators
  '11-9131': 'public-safety-government', // postmasters
  '11-9151': 'community-social',
  '11-9161': 'public-safety-government', // emergency management directors
  '11-917': 'personal-services', // funeral, spa, fitness and other personal service managers
  // 13 Business and financial operations.
  '13-1': 'business-management',
  '13-1011': 'creative-media', // agents of artists, performers and athletes
  '13-1031': 'finance', // insurance claims adjusters
  '13-1032': 'finance', // insurance appraisers
  '13-1041.04': 'public-safety-government', // government property inspectors
  '13-1041.06': 'public-safety-government', // coroners
  '13-1074': 'agriculture-environment', // farm labor contractors
  '13-1081': 'transportation-logistics', // logisticians
  '13-1161': 'sales-marketing', // market research and marketing specialists
  '13-1199.06': 'sales-marketing', // online merchants
  '13-2': 'finance',
  '13-2081': 'public-safety-government', // tax examiners and revenue agents
  // 15 Computer and mathematical.
  '15-1': 'technology',
  '15-2': 'engineering-science', // mathematicians, statisticians, operations research
  '15-2011': 'finance', // actuaries
  '15-2051': 'technology', // data scientists, BI analysts, clinical data managers
  '17': 'engineering-science',
  '19': 'engineering-science',
  '19-3033': 'healthcare', // clinical and counseling psychologists
  '19-3034': 'education', // school psychologists
  '19-3039.02': 'healthcare', // neuropsychologists
  '19-3039.03': 'healthcare', // clinical neuropsychologists
  '21': 'community-social',
  '21-1092': 'public-safety-government', // probation officers
  '23': 'legal',
  '25': 'education',
  '27': 'creative-media',
  '27-3031': 'sales-marketing', // public relations specialists
  '27-3092': 'legal', // court reporters
  '29': 'healthcare',
  '31': 'healthcare',
  '33': 'public-safety-government',
  '35': 'hospitality-food',
  '37': 'personal-services', // cleaning and grounds keeping are household and building services
  '39': 'personal-services',
  '39-1013': 'hospitality-food', // gambling supervisors
  '39-1014': 'hospitality-food', // entertainment and recreation supervisors
  '39-3': 'hospitality-food', // entertainment attendants
  '39-6': 'hospitality-food', // porters, bellhops, concierges
  '39-7': 'hospitality-food', // tour and travel guides
  '41': 'sales-marketing',
  '41-3031': 'finance', // securities and financial services sales agents
  '41-9012': 'creative-media', // models
  '43': 'office-administration',
  '43-3': 'finance', // financial clerks: bookkeeping, billing, payroll, tellers
  '43-3041': 'hospitality-food', // gambling cage workers
  '43-3061': 'office-administration', // procurement clerks
  '43-4011': 'finance', // brokerage clerks
  '43-4031': 'public-safety-government', // court, municipal and license clerks
  '43-4041': 'finance', // credit authorizers
  '43-4061': 'public-safety-government', // eligibility interviewers, government programs
  '43-4081': 'hospitality-food', // hotel desk clerks
  '43-4121': 'education', // library assistants
  '43-4131': 'finance', // loan interviewers
  '43-4141': 'finance', // new accounts clerks
  '43-4181': 'hospitality-food', // reservation and travel clerks
  '43-5': 'transportation-logistics', // dispatching, shipping, postal and courier work
  '43-5031': 'public-safety-government', // public safety telecommunicators
  '43-5041': 'office-administration', // utility meter readers
  '43-6012': 'legal', // legal secretaries
  '43-6013': 'healthcare', // medical secretaries
  '43-9031': 'creative-media', // desktop publishers
  '43-9041': 'finance', // insurance claims clerks
  '43-9081': 'creative-media', // proofreaders
  '45': 'agriculture-environment',
  '47': 'construction-trades',
  '49': 'construction-trades', // installation, maintenance and repair trades
  '51': 'manufacturing-production',
  '53': 'transportation-logistics',
  '55': 'military',
};

export function categoryOf(code: string): CategoryId {
  for (let length = code.length; length >= 2; length -= 1) {
    const category = CATEGORY_RULES[code.slice(0, length)];
    if (category) return category;
  }
  throw new Error(`No category rule for ${code}`);
}

/** Chinese names of the 23 SOC 2018 major groups (our translation). */
export const MAJOR_GROUPS_ZH: Readonly<Record<string, string>> = {
  '11-0000': '管理类职业',
  '13-0000': '商务与金融运营类职业',
  '15-0000': '计算机与数学类职业',
  '17-0000': '建筑设计与工程类职业',
  '19-0000': '生命科学、自然科学与社会科学类职业',
  '21-0000': '社区与社会服务类职业',
  '23-0000': '法律类职业',
  '25-0000': '教育教学与图书馆类职业',
  '27-0000': '艺术、设计、娱乐、体育与传媒类职业',
  '29-0000': '医疗卫生专业技术类职业',
  '31-0000': '医疗卫生辅助类职业',
  '33-0000': '治安与安全防护服务类职业',
  '35-0000': '餐饮制作与服务类职业',
  '37-0000': '楼宇场地清洁与维护类职业',
  '39-0000': '个人护理与生活服务类职业',
  '41-0000': '销售及相关职业',
  '43-0000': '办公室与行政支持类职业',
  '45-0000': '农业、渔业与林业类职业',
  '47-0000': '建筑施工与采掘类职业',
  '49-0000': '安装、维护与维修类职业',
  '51-0000': '生产类职业',
  '53-0000': '交通运输与物料搬运类职业',
  '55-0000': '军事专门职业',
};
