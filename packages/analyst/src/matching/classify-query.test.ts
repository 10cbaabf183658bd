import { describe, expect, it } from 'vitest';
import {
  ZClassifyResult,
  type TClassifyError,
  type TClassifyJob,
} from '@irreplaceable/contracts/analysis/classification';
import type { Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery, normalizeTitleKey } from './classify-query';

const knowledge = loadKnowledge();

function job(query: string, language: Language = 'en'): TClassifyJob {
  const result = ZClassifyResult.parse(classifyQuery(query, language, knowledge));
  if (result.kind !== 'job') throw new Error(`"${query}" gave ${JSON.stringify(result)}`);
  return result;
}

function failure(query: string, language: Language = 'en'): TClassifyError {
  const result = ZClassifyResult.parse(classifyQuery(query, language, knowledge));
  if (result.kind !== 'error') throw new Error(`"${query}" gave ${JSON.stringify(result)}`);
  return result;
}

const top = (query: string, language: Language = 'en') => job(query, language).occupations[0]?.code;
const codes = (query: string, language: Language = 'en') =>
  job(query, language).occupations.map((o) => o.code);

describe('classifyQuery: titles', () => {
  it('matches O*NET occupation titles and alternate titles', () => {
    expect(job('Registered Nurses')).toMatchObject({ matched_by: 'exact-title' });
    expect(top('Registered Nurses')).toBe('29-1141.00');
    expect(job('Sommelier')).toMatchObject({ matched_by: 'alternate-title' });
    expect(top('Ophthalmologist')).toBe('29-1241.00');
    expect(top('Cooks, Restaurant')).toBe('35-2014.00');
    expect(top('restaurant cook')).toBe('35-2014.00');
  });

  it('reads parentheticals, repeated acronyms and acronyms alone', () => {
    for (const q of ['Registered Nurse (RN)', 'registered nurse RN', 'RN', 'rn']) {
      expect(job(q)).toMatchObject({ canonical_title: 'Registered Nurse' });
      expect(top(q)).toBe('29-1141.00');
    }
    expect(job('CEO')).toMatchObject({ canonical_title: 'Chief Executive Officer' });
  });

  it('treats plurals as singulars', () => {
    expect(job('nurses').canonical_title).toBe('Nurse');
    expect(top('secretaries')).toBe('43-6014.00');
    expect(top('financial analysts')).toBe('13-2051.00');
    expect(job('waitresses').canonical_title).toBe('Waitress');
  });

  it('ignores case, spacing, punctuation and hyphens', () => {
    const variants = [
      'front-end developer',
      'frontend developer',
      'Front End Developer',
      'FRONT-END  developers',
    ];
    const results = variants.map((q) => job(q));
    expect(new Set(results.map((r) => r.canonical_title))).toEqual(
      new Set(['Front-End Developer']),
    );
    expect(results.every((r) => r.occupations[0]?.code === '15-1254.00')).toBe(true);
    expect(top('  Data   Scientist  ')).toBe('15-2051.00');
  });

  it('corrects misspellings against title words', () => {
    expect(job('sofware engineer').canonical_title).toBe('Software Engineer');
    expect(top('acountant')).toBe('13-2011.00');
    expect(job('registerd nurse').canonical_title).toBe('Registered Nurse');
    expect(top('data scienist')).toBe('15-2051.00');
    expect(job('web develper')).toMatchObject({ matched_by: 'spelling-corrected' });
  });

  it('leaves seniority words out of the canonical title, so an occupation has one page', () => {
    for (const query of [
      'senior sofware engineer',
      'Sr. Software Engineer',
      'software engineer, senior',
      'Junior Software Engineer',
      'software engineer II',
      'lead software engineer',
    ]) {
      expect(job(query).canonical_title, query).toBe('Software Engineer');
    }
    expect(job('高级软件工程师', 'zh').canonical_title).toBe('Software Engineer');
    expect(job('初级软件工程师', 'zh').canonical_title_zh).toBe('软件工程师');
    // A role word stays when the rest is a field, and so do words that name another role.
    expect(job('marketing intern').canonical_title).toBe('Marketing Intern');
    expect(top('junior web developer')).toBe('15-1254.00');
    expect(job('head of marketing')).toMatchObject({ canonical_title: 'Head of Marketing' });
    expect(top('head of marketing')).toBe('11-2021.00');
  });

  it('keeps words like "assistant" and "principal" when they are part of the occupation', () => {
    expect(top('medical assistant')).toBe('31-9092.00');
    expect(top('dental assistant')).toBe('31-9091.00');
    expect(top('senior medical assistant')).toBe('31-9092.00');
    expect(top('principal')).toBe('11-9032.00');
    expect(top('staff nurse')).toBe('29-1141.00');
  });

  it('matches partial titles by words and trigrams', () => {
    const backend = job('senior backend java engineer');
    expect(backend.matched_by).toBe('fuzzy');
    expect(backend.occupations[0]?.code).toBe('15-1252.00');
    expect(backend.canonical_title).toBe('Backend Java Engineer');
    expect(codes('Fabric Mender')).toContain('51-6031.00');
  });

  it('ranks ambiguous titles by how common each reading is', () => {
    expect(codes('Nurse').slice(0, 1)).toEqual(['29-1141.00']);
    expect(codes('Truck Driver')[0]).toBe('53-3032.00');
    expect(codes('Teacher')[0]).toBe('25-2021.00');
    const scores = job('Truck Driver').occupations.map((o) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(job('Truck Driver').occupations.length).toBeLessThanOrEqual(5);
  });

  it('applies editorial choices with their reason', () => {
    const pm = job('Product Manager');
    expect(pm.occupations.map((o) => o.code)).toEqual(['11-2021.00', '15-1299.09']);
    expect(pm.matched_by).toBe('editorial');
    expect(pm.editorial_reason).toMatch(/Marketing Managers/);
    expect(codes('Programmer').slice(0, 2)).toEqual(['15-1251.00', '15-1252.00']);
    expect(top('Data Analyst')).toBe('15-2051.01');
    expect(top('外卖骑手', 'zh')).toBe('43-5021.00');
  });
});

describe('classifyQuery: Chinese', () => {
  it('matches our Chinese occupation names and aliases', () => {
    expect(job('殡仪服务员', 'zh')).toMatchObject({ matched_by: 'zh-title' });
    expect(top('殡仪服务员', 'zh')).toBe('39-4021.00');
    expect(top('护士', 'zh')).toBe('29-1141.00');
    expect(job('护士', 'zh').matched_by).toBe('zh-alias');
  });

  it('handles spaces, full-width letters and mixed English', () => {
    expect(top('软件 工程师', 'zh')).toBe('15-1252.00');
    expect(top('ＵＩ设计师', 'zh')).toBe('15-1255.00');
    expect(top('Java开发工程师', 'zh')).toBe('15-1252.00');
    expect(job('ＵＩ设计师', 'zh').canonical_title_zh).toBe('UI设计师');
  });

  it('names a Chinese query in both languages, without its seniority words', () => {
    expect(job('高级java开发', 'zh')).toMatchObject({
      canonical_title: 'Java Developer',
      canonical_title_zh: 'Java开发工程师',
    });
    expect(job('Senior Java Developer')).toMatchObject({
      canonical_title: 'Java Developer',
      canonical_title_zh: 'Java开发工程师',
    });
    expect(job('注册护士', 'zh').canonical_title).toBe('Registered Nurse');
  });

  it('matches unseen Chinese titles by characters', () => {
    expect(top('殡葬服务员', 'zh')).toBe('39-4021.00');
    expect(codes('机场地勤', 'zh')).toContain('53-6032.00');
  });
});

describe('classifyQuery: canonical titles and keys', () => {
  it('gives variants of one meaning the same canonical title and key', () => {
    const groups = [
      ['software engineer', 'Software Engineers', 'sofware enginer', 'SOFTWARE-ENGINEER'],
      [
        'senior data scientist',
        'Sr Data Scientist',
        'data scientist, senior',
        'senior data scienists',
      ],
      ['registered nurse', 'Registered Nurse (RN)', 'registerd nurses', 'RN'],
    ];
    for (const group of groups) {
      const titles = group.map((q) => job(q).canonical_title);
      expect(new Set(titles).size, group.join(', ')).toBe(1);
      expect(new Set(titles.map(normalizeTitleKey)).size).toBe(1);
    }
  });

  it('normalizes title keys for de-duplication', () => {
    expect(normalizeTitleKey('Front-End Developers')).toBe(normalizeTitleKey('frontend developer'));
    expect(normalizeTitleKey('ＵＩ 设计师')).toBe(normalizeTitleKey('ui设计师'));
    expect(normalizeTitleKey('Data Scientist')).not.toBe(normalizeTitleKey('Data Analyst'));
  });
});

describe('classifyQuery: errors', () => {
  it('rejects empty and blank queries', () => {
    for (const q of ['', '   ', '?!', '---']) expect(failure(q).error_type).toBe('empty_query');
    expect(failure('', 'zh').suggestion).toMatch(/[\u4e00-\u9fff]/);
  });

  it('asks for more detail on vague titles, with examples from real candidates', () => {
    const manager = failure('manager');
    expect(manager.error_type).toBe('too_vague');
    expect(manager.examples.length).toBeGreaterThanOrEqual(3);
    expect(manager.examples.length).toBeLessThanOrEqual(6);
    expect(manager.examples.every((e) => /manager/i.test(e))).toBe(true);
    expect(failure('senior manager').error_type).toBe('too_vague');
    const zh = failure('经理', 'zh');
    expect(zh.error_type).toBe('too_vague');
    expect(zh.examples.every((e) => e.includes('经理'))).toBe(true);
    expect(failure('engineer', 'zh').examples.every((e) => /[\u4e00-\u9fff]/.test(e))).toBe(true);
  });

  it('offers common jobs for words that name no job, keeping a seniority word', () => {
    expect(failure('job').examples).toContain('Software Engineer');
    expect(failure('工作', 'zh').examples).toContain('软件工程师');
    expect(failure('senior').examples).toContain('Senior Software Engineer');
    expect(failure('实习生', 'zh').examples).toContain('软件工程师实习生');
  });

  it('says too vague when only a vague word of the query is understood', () => {
    expect(failure('kubernetes engineer').error_type).toBe('too_vague');
    expect(failure('码头工人', 'zh').error_type).toBe('too_vague');
  });

  it('recognises text that is not a job', () => {
    for (const q of ['what is the weather', 'pizza', 'asdfgh', 'hello world', '12345']) {
      expect(failure(q).error_type, q).toBe('not_job_related');
    }
    expect(failure('我想吃饭', 'zh').error_type).toBe('not_job_related');
  });

  it('never rejects real but rare titles', () => {
    for (const q of ['Ophthalmologist', 'Fabric Mender', 'Sommelier'])
      expect(job(q).kind).toBe('job');
    expect(job('殡仪服务员', 'zh').kind).toBe('job');
  });

  it('refuses inappropriate content before anything else, without false alarms', () => {
    for (const q of ['fuck', 'f*ck you', 'drug dealer', 'porn star', '操你妈', '傻逼']) {
      expect(failure(q).error_type, q).toBe('inappropriate_content');
    }
    for (const q of [
      'Drug Counselor',
      'Pharmacist',
      'Therapist',
      'Sex Therapist',
      'Assistant Chef',
    ]) {
      expect(classifyQuery(q, 'en', knowledge).kind, q).toBe('job');
    }
  });

  it('writes every suggestion in the requested language', () => {
    for (const q of ['', 'manager', 'pizza', 'fuck']) {
      expect(failure(q, 'en').suggestion).not.toMatch(/[\u4e00-\u9fff]/);
      expect(failure(q, 'zh').suggestion).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('classifyQuery: words that are also names on every object', () => {
  it.each(['Elevator Constructor', 'constructor', 'toString Developer', '__proto__ Engineer'])(
    '%s is read as a title, not as a property of Object.prototype',
    (query) => {
      expect(() => classifyQuery(query, 'en')).not.toThrow();
    },
  );
});

describe('classifyQuery: Chinese names of rare titles', () => {
  it.each([
    ['Farrier', '蹄铁匠'],
    ['Beekeeper', '养蜂人'],
    ['Taxidermist', '动物标本剥制师'],
    ['Chimney Sweep', '烟囱清扫工'],
    ['Stenographer', '速记员'],
    ['Blacksmith', '铁匠'],
    ['Midwife', '助产士'],
    ['Rancher', '牧场主'],
    ['Stitcher', '缝纫工'],
    ['Furniture Maker', '家具制作工'],
    ['HVAC Helper', '暖通空调帮工'],
    ['Electrician Helper', '电工帮工'],
  ])('%s → %s', (query, zh) => {
    expect(job(query).canonical_title_zh).toBe(zh);
  });

  it('keeps the name of the occupation a title already had', () => {
    expect(job('Locksmith').canonical_title_zh).toBe('锁匠及保险柜维修工');
    expect(job('Claims Examiner').canonical_title_zh).toBe('保险理赔员');
  });
});

describe('classifyQuery: Chinese searches of rarer whole job names', () => {
  it.each([
    ['Farrier', '蹄铁匠'],
    ['Blacksmith', '铁匠'],
    ['Taxidermist', '动物标本剥制师'],
    ['Chimney Sweep', '烟囱清扫工'],
    ['Shoemaker', '鞋匠'],
    ['Butcher', '屠夫'],
    ['Watchmaker', '钟表匠'],
    ['Shepherd', '牧羊人'],
    ['Pathologist', '病理学家'],
    ['Neurologist', '神经科医生'],
    ['Chiropractor', '脊椎按摩师'],
    ['Butler', '管家'],
    ['Caddie', '球童'],
    ['Pianist', '钢琴家'],
    ['Beekeeper', '养蜂人'],
    ['Sailor', '水手'],
  ])('%s and %s land on one job', (en, zh) => {
    const english = job(en);
    const chinese = job(zh, 'zh');
    expect(chinese.canonical_title).toBe(english.canonical_title);
    expect(chinese.canonical_title_zh).toBe(zh);
    expect(chinese.occupations[0]?.code).toBe(english.occupations[0]?.code);
  });

  it('finds a whole job name behind a seniority word, and names the page without it', () => {
    expect(job('高级蹄铁匠', 'zh')).toMatchObject({ canonical_title: 'Farrier' });
  });

  it('gives a Chinese alias and its English twin one page', () => {
    expect(job('速记员', 'zh')).toMatchObject({ canonical_title: 'Stenographer' });
    expect(job('stenographer').canonical_title).toBe('Stenographer');
    expect(top('速记员', 'zh')).toBe('27-3092.00');
  });
});

describe('classifyQuery: one wording for a title spelt several ways', () => {
  it.each(['Preschool Teacher', 'Pre School Teacher', 'pre-school teacher'])(
    'names "%s" as English writes it',
    (query) => {
      expect(job(query).canonical_title).toBe('Preschool Teacher');
    },
  );

  it('prefers the closed compound the titles use', () => {
    expect(job('screen writer').canonical_title).toBe('Screenwriter');
    expect(job('cyber security analyst').canonical_title).toBe('Cybersecurity Analyst');
  });

  it('keeps the words inside a title as the title writes them', () => {
    expect(job('human resources specialist').canonical_title).toBe('Human Resources Specialist');
    expect(job('ios developer').canonical_title).toBe('iOS Developer');
  });
});
