import {
  JOB_TEXT_SECTIONS,
  type TJobAnalysis,
  type TJobAnalysisText,
  type TJobTextSection,
  type TMarketEntry,
  type TRelatedResource,
} from '@irreplaceable/contracts/analysis/job-analysis';
import { CITED_PAPER_URLS } from '../../writing/related-resources';
import { contradictedFigure, gateText, groundOf, type PageGround } from './gate-text';
import type { GateReport } from './gate-report';
import { comparableUrl, sanitiseModelMarkdown } from './sanitise-markdown';

const LANGUAGES = ['en', 'zh'] as const;
type Lang = (typeof LANGUAGES)[number];

export const sectionText = (text: TJobAnalysisText, section: TJobTextSection): string =>
  section === 'demand_reading' ? text.demand_index.reading : text[section];

function withSection(
  text: TJobAnalysisText,
  section: TJobTextSection,
  value: string,
): TJobAnalysisText {
  return section === 'demand_reading'
    ? { ...text, demand_index: { ...text.demand_index, reading: value } }
    : { ...text, [section]: value };
}

type PageFigures = Pick<
  TJobAnalysis,
  'ai_replacement_rate' | 'human_irreplaceability' | 'safer_occupations' | 'evidence' | 'content'
> & { reviews?: TJobAnalysis['reviews'] };

/**
 * What a job page states itself: its rate and its neighbours', the figures of its studies and
 * demand index, everything its texts and built-in reviews state in either language, and the
 * sources it links to (with the papers the app cites anywhere).
 */
export function jobGround(page: PageFigures): PageGround {
  const texts = LANGUAGES.flatMap((lang) => {
    const content = page.content[lang];
    const reviews = (page.reviews?.[lang] ?? []).filter((r) => r.engine.kind === 'builtin');
    return [
      ...JOB_TEXT_SECTIONS.map((section) => sectionText(content, section)),
      ...content.market_analysis.flatMap((entry) => [entry.local_job_data, entry.market_analysis]),
      ...reviews.flatMap((review) => [review.comment, review.review_comment]),
    ];
  });
  const links = LANGUAGES.flatMap((lang) => page.content[lang].related_resources);
  return groundOf({
    rates: [page.ai_replacement_rate, ...page.safer_occupations.map((s) => s.ai_replacement_rate)],
    numbers: [
      page.human_irreplaceability,
      page.content.en.demand_index.score,
      ...page.evidence.studies.flatMap((study) => [
        study.raw_value,
        study.normalized === null ? null : study.normalized * 100,
        study.contribution,
      ]),
    ],
    texts,
    cited: new Set([...links.map((link) => link.url), ...CITED_PAPER_URLS].map(comparableUrl)),
  });
}

/** A short text that must pass whole: sanitised, and refused for any figure the page lacks. */
function gatedLine(text: string, ground: PageGround): string | null {
  const clean = sanitiseModelMarkdown(text, new Set())
    .replace(/[*_`#>]/g, '')
    .trim();
  return clean && !contradictedFigure(clean, ground) ? clean : null;
}

/** The app's entries, then any the model added from the same sources with figures of the page. */
function gatedMarket(
  builtin: TMarketEntry[],
  written: TMarketEntry[],
  ground: PageGround,
  sources: ReadonlySet<string>,
): TMarketEntry[] {
  const added = written.flatMap((entry) => {
    if (!sources.has(entry.source.trim())) return [];
    if (builtin.some((own) => own.location === entry.location && own.source === entry.source))
      return [];
    const analysis = gateText(entry.market_analysis, ground);
    const data = gateText(entry.local_job_data, ground);
    if (analysis.dropped.length + data.dropped.length > 0 || !analysis.text || !data.text)
      return [];
    const location = gatedLine(entry.location, ground);
    const updated = gatedLine(entry.last_updated, ground);
    return location && updated
      ? [
          {
            ...entry,
            location,
            last_updated: updated,
            local_job_data: data.text,
            market_analysis: analysis.text,
          },
        ]
      : [];
  });
  return [...builtin, ...added];
}

/** The app's links, then any the model added that lead to a source the app cites. */
function gatedLinks(
  builtin: TRelatedResource[],
  written: TRelatedResource[],
  ground: PageGround,
): TRelatedResource[] {
  const listed = new Set(builtin.map((link) => comparableUrl(link.url)));
  const added = written.flatMap((link) => {
    const url = comparableUrl(link.url);
    if (!ground.cited.has(url) || listed.has(url)) return [];
    listed.add(url);
    const title = gatedLine(link.title, ground);
    return title ? [{ title, url: link.url.trim() }] : [];
  });
  return [...builtin, ...added];
}

export interface GatedJobText {
  content: Record<Lang, TJobAnalysisText>;
  builtinSections: Record<Lang, TJobTextSection[]>;
  report: GateReport;
}

/**
 * A model's job page text through the gate, section by section against the built-in page: what
 * passes is kept, what fails is the built-in section. The demand score, the market entries and
 * the links stay the app's; the model may only add entries and links from the app's sources.
 */
export function gateJobText(
  builtin: PageFigures,
  written: Record<Lang, TJobAnalysisText>,
): GatedJobText {
  const ground = jobGround(builtin);
  const sources = new Set(
    LANGUAGES.flatMap((lang) => builtin.content[lang].market_analysis.map((e) => e.source.trim())),
  );
  const report: GateReport = { part: 'job page', sentences: 0, dropped: 0, builtin: [] };
  const builtinSections: Record<Lang, TJobTextSection[]> = { en: [], zh: [] };
  const gatedLanguage = (lang: Lang): TJobAnalysisText => {
    const own = builtin.content[lang];
    let text: TJobAnalysisText = {
      ...own,
      market_analysis: gatedMarket(
        own.market_analysis,
        written[lang].market_analysis,
        ground,
        sources,
      ),
      related_resources: gatedLinks(own.related_resources, written[lang].related_resources, ground),
    };
    for (const section of JOB_TEXT_SECTIONS) {
      const gated = gateText(sectionText(written[lang], section), ground);
      report.sentences += gated.sentences;
      report.dropped += gated.dropped.length;
      if (gated.useBuiltin) {
        builtinSections[lang].push(section);
        report.builtin.push(`${lang}.${section}`);
      } else {
        text = withSection(text, section, gated.text);
      }
    }
    return text;
  };
  return { content: { en: gatedLanguage('en'), zh: gatedLanguage('zh') }, builtinSections, report };
}
