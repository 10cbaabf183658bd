import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Titles that say someone owns, heads or leads something without saying what ("Owner", "Lead",
 * "站长", "主管"), read through the business or department the CV names beside them: "Owner,
 * Hadley Hoof Care" is a farrier, "快递站站长" leads a courier station, "关务主管" works in customs.
 * Read as written, such a title lands wherever the title index happens to hold the word (O*NET
 * lists "Owner" among the urologists' titles, and 站长 is also a webmaster).
 */
export const GENERIC_TITLES_PATH = fileURLToPath(
  new URL('./lexicon/generic-titles.tsv', import.meta.url),
);
export const BUSINESS_TRADES_PATH = fileURLToPath(
  new URL('./lexicon/business-trades.tsv', import.meta.url),
);

type Reading = 'practitioner' | 'supervisor' | 'staff';

interface GenericTitle {
  reading: Reading;
  fallback: string | null;
}

export interface BusinessTrade {
  business: string;
  /** Finds the business in a text: whole words in English, anywhere in Chinese. */
  pattern: RegExp;
  /**
   * The same at the end of the words before a title: "Wine Director", but not "Inbound" in
   * "Inbound Marketing Lead", nor 物流 in "某物流有限公司 仓库主管".
   */
  ending: RegExp;
  practitioner: string;
  supervisor: string;
  /**
   * Someone who works there without saying as what ("part-time", 兼职, or no title at all), when
   * the table says so; otherwise a part-timer reads as the practitioner.
   */
  staff: string | null;
}

export interface GenericTitleTables {
  /** Lower-case title → how to read it. */
  titles: Map<string, GenericTitle>;
  /** Longest business first. */
  trades: BusinessTrade[];
}

function rows(tsv: string, file: string, columns: number): string[][] {
  return tsv
    .split('\n')
    .map((row, i) => ({ cells: row.replace(/\r$/, '').split('\t'), i }))
    .filter(({ cells }) => cells[0] && !cells[0].startsWith('#') && cells[0] !== 'language')
    .map(({ cells, i }) => {
      if (cells.length < columns - 1 || !['en', 'zh'].includes(cells[0]!))
        throw new Error(`${file} line ${i + 1}: expected ${columns} columns and a language`);
      return cells.map((cell) => cell.trim());
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function parseGenericTitles(titlesTsv: string, tradesTsv: string): GenericTitleTables {
  const titles = new Map<string, GenericTitle>();
  for (const [, title = '', reading, fallback] of rows(titlesTsv, 'generic-titles.tsv', 4)) {
    if (reading !== 'practitioner' && reading !== 'supervisor' && reading !== 'staff')
      throw new Error(`generic-titles.tsv: "${title}" has no reading`);
    titles.set(title.toLowerCase(), { reading, fallback: fallback || null });
  }
  const trades = rows(tradesTsv, 'business-trades.tsv', 4).map(
    ([language, business = '', practitioner = '', supervisor = '', staff = '']): BusinessTrade => {
      const word =
        language === 'zh'
          ? escape(business)
          : `(?<![\\p{L}\\p{N}])${escape(business)}(?:e?s)?(?![\\p{L}\\p{N}])`;
      return {
        business,
        pattern: new RegExp(word, 'iu'),
        // "汽修店" and "快递站" end in their business and a character for the place.
        ending: new RegExp(language === 'zh' ? `${word}\\p{Script=Han}{0,2}$` : `${word}$`, 'iu'),
        practitioner,
        supervisor,
        staff: staff || null,
      };
    },
  );
  trades.sort((a, b) => b.business.length - a.business.length);
  return { titles, trades };
}

let loaded: GenericTitleTables | null = null;

export function genericTitleTables(): GenericTitleTables {
  loaded ??= parseGenericTitles(
    fs.readFileSync(GENERIC_TITLES_PATH, 'utf8'),
    fs.readFileSync(BUSINESS_TRADES_PATH, 'utf8'),
  );
  return loaded;
}

/** A piece of a line to read as a title: what the matcher is asked, and how the CV wrote it. */
interface Segment {
  query: string;
  written: string;
  /** Read through the business it names, not as written: a title read as written wins a tie. */
  viaBusiness?: boolean;
}

/** The generic title a segment is, or ends in, and the words before it. */
function genericPart(query: string, tables: GenericTitleTables) {
  const text = query.trim().toLowerCase();
  const bare = tables.titles.get(text);
  if (bare) return { title: bare, business: '' };
  for (const [name, title] of tables.titles) {
    const han = /\p{Script=Han}/u.test(name);
    if (!text.endsWith(han ? name : ` ${name}`)) continue;
    const business = text.slice(0, text.length - name.length).trim();
    if (business) return { title, business };
  }
  return null;
}

/** A title this table wrote for a business: already as precise as the CV lets it be. */
export function isTradeTitle(query: string, tables: GenericTitleTables = genericTitleTables()) {
  return tables.trades.some(
    (trade) => trade.practitioner === query || trade.supervisor === query || trade.staff === query,
  );
}

const tradeIn = (text: string, tables: GenericTitleTables, atEnd = false) =>
  tables.trades.find((trade) => (atEnd ? trade.ending : trade.pattern).test(text)) ?? null;

/**
 * The segments with each generic title read through its business: the words before it ("Wine
 * Director", "关务主管") when the whole is no title we know, else, for a bare title, the other
 * parts of the entry (the employer's name). A bare title with no business we know reads as its
 * fallback, or stays as written.
 */
export function readThroughBusiness(
  segments: readonly Segment[],
  context: readonly string[],
  isKnownTitle: (query: string) => boolean,
  tables: GenericTitleTables = genericTitleTables(),
): Segment[] {
  return segments.map((segment) => {
    const generic = genericPart(segment.query, tables);
    if (!generic) return segment;
    const as = (trade: BusinessTrade) => ({
      ...segment,
      query:
        generic.title.reading === 'staff'
          ? (trade.staff ?? trade.practitioner)
          : trade[generic.title.reading],
      viaBusiness: true,
    });
    if (generic.business) {
      if (isKnownTitle(segment.query)) return segment;
      const trade = tradeIn(generic.business, tables, true);
      return trade ? as(trade) : segment;
    }
    for (const text of context) {
      if (text === segment.written) continue;
      const trade = tradeIn(text, tables);
      if (trade) return as(trade);
    }
    return generic.title.fallback ? { ...segment, query: generic.title.fallback } : segment;
  });
}

/**
 * The title of someone who works at the business one of the texts names, for a dated entry that
 * gives no title at all ("2017-至今  某汽车快修连锁"): only businesses whose staff do one kind of work
 * (the table's staff column) say it.
 */
export function staffTitle(
  texts: readonly string[],
  tables: GenericTitleTables = genericTitleTables(),
): string | null {
  for (const text of texts) {
    const trade = tables.trades.find(
      (candidate) => candidate.staff && candidate.pattern.test(text),
    );
    if (trade?.staff) return trade.staff;
  }
  return null;
}
