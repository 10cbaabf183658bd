/**
 * Signs that a query is not a job title at all: questions, greetings, sentences about oneself,
 * numbers and product names. They are consulted only when no title matched exactly, so a real
 * title that happens to contain such a word ("Help Desk Technician") is never refused.
 */

const QUESTION_WORDS = new Set([
  'what',
  'whats',
  'how',
  'hows',
  'why',
  'when',
  'where',
  'who',
  'whos',
  'which',
  'can',
  'could',
  'should',
  'would',
  'will',
  'do',
  'does',
  'did',
  'is',
  'are',
  'am',
  'was',
  'were',
  'tell',
  'show',
  'give',
  'please',
  'explain',
]);

const SMALL_TALK = new Set([
  'hello',
  'hi',
  'hey',
  'thanks',
  'thank',
  'bye',
  'goodbye',
  'lol',
  'ok',
  'okay',
  'yes',
  'birthday',
  'today',
  'tomorrow',
  'yesterday',
  'me',
  'my',
  'you',
  'your',
  'we',
  'our',
  'i',
  'he',
  'she',
  'they',
  'lorem',
  'ipsum',
]);

/** Words to leave as they are rather than "correct" them into title words. */
export const ENGLISH_SIGNAL_WORDS: ReadonlySet<string> = new Set([
  ...QUESTION_WORDS,
  ...SMALL_TALK,
]);

export interface EnglishSignals {
  question: boolean;
  smallTalk: boolean;
  numbersOnly: boolean;
  longSentence: boolean;
}

export function englishSignals(words: readonly string[]): EnglishSignals {
  const first = words[0] ?? '';
  return {
    question: QUESTION_WORDS.has(first) && words.length > 1,
    smallTalk: words.some((w) => SMALL_TALK.has(w)),
    numbersOnly: words.length > 0 && words.every((w) => /^\d+$/.test(w)),
    longSentence: words.length > 8,
  };
}

const CHINESE_SENTENCE_MARKS = [
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '嘛',
  '哦',
  '哈哈',
  '什么',
  '怎么',
  '为什么',
  '如何',
  '哪里',
  '哪儿',
  '谁',
  '多少',
  '是不是',
  '能不能',
  '我',
  '你',
  '他',
  '她',
  '它',
  '咱',
  '您好',
  '谢谢',
  '再见',
  '早上好',
  '晚上好',
  '快乐',
  '今天',
  '明天',
  '昨天',
  '现在',
  '天气',
  '吃饭',
  '好吃',
  '喜欢',
  '想要',
  '比赛',
  '手机',
];

/** Endings of Chinese job titles: the person who does the work (…师, …员, …工, 司机, 经理…). */
const CHINESE_JOB_ENDINGS = [
  '师',
  '员',
  '工',
  '手',
  '家',
  '长',
  '官',
  '生',
  '匠',
  '者',
  '士',
  '嫂',
  '姐',
  '哥',
  '警',
  '医',
  '兵',
  '农',
  '夫',
  '商',
  '人',
  '主',
  '理',
  '监',
  '管',
  '书',
  '计',
  '纳',
  '购',
  '播',
  '模',
  '机',
  '保安',
  '保洁',
  '保姆',
  '客服',
  '前台',
  '销售',
  '运营',
  '翻译',
  '编辑',
  '记者',
  '模特',
  '演员',
  '外卖',
  '快递',
  '家教',
  '导游',
  '中介',
  '代驾',
  '文案',
  '策划',
  '设计',
  '开发',
  '测试',
  '运维',
  '架构',
  '算法',
  '媒体',
  '电竞',
  '网红',
  '主持',
  '审计',
  '会计',
  '出纳',
  '行政',
  '人事',
  '法务',
  '财务',
  '采购',
  '仓管',
  '跟单',
  '教练',
  '司仪',
  '月嫂',
  '护工',
  '普工',
  '杂工',
  '修',
  '剪辑',
  '教',
  '支持',
  '教务',
  '直播',
];

/**
 * The job ending a Chinese title ends with, longest first ("码头工人" → 工人), or null. One-character
 * endings say little in a two-character word (回家, 大家), so they need three characters.
 */
export function chineseJobEnding(key: string): string | null {
  let best: string | null = null;
  for (const ending of CHINESE_JOB_ENDINGS) {
    if (!key.endsWith(ending) || (ending.length === 1 && key.length < 3)) continue;
    if (!best || ending.length > best.length) best = ending;
  }
  // "工人" is an ending too: 人 alone would leave 工 in the qualifier.
  if (best === '人' && key.endsWith('工人')) return '工人';
  return best;
}

export interface ChineseSignals {
  sentence: boolean;
  numbersOnly: boolean;
  jobEnding: boolean;
}

export function chineseSignals(key: string): ChineseSignals {
  return {
    sentence: CHINESE_SENTENCE_MARKS.some((mark) => key.includes(mark)) || key.length > 16,
    numbersOnly: /^\d+$/.test(key),
    jobEnding: chineseJobEnding(key) !== null,
  };
}
