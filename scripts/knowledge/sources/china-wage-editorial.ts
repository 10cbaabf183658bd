import type {
  ChinaRegionScope,
  ChinaWageRelease,
  CscoLinkMatch,
  CscoOnetLink,
} from '../../../packages/analyst/src/knowledge/china-wage-types';
import { ONET_CODE } from '../codes';
import { readTsvLines, type EditorialIssues } from './editorial';

export const RELEASES_FILE = 'china-wage-releases.tsv';
export const LINKS_FILE = 'csco-onet.tsv';
export const NAMES_FILE = 'china-wage-names.tsv';

const CSCO_CODE = /^\d-\d{2}-\d{2}-\d{2}$/;
const SCOPES: readonly ChinaRegionScope[] = ['province', 'city', 'area'];
const MATCHES: readonly CscoLinkMatch[] = ['same', 'narrower', 'group'];

/** A release as our table describes it, before the build counts its rows. */
export type ReleaseLine = Omit<ChinaWageRelease, 'rowsRead' | 'rowsUsed'>;

/** Our table of the releases, keyed by the staged file's data_source text. */
export function readReleases(dir: string, issues: EditorialIssues): Map<string, ReleaseLine> {
  const releases = new Map<string, ReleaseLine>();
  for (const { line, cells } of readTsvLines(dir, RELEASES_FILE)) {
    const [
      source = '',
      id = '',
      region = '',
      regionEn = '',
      scope = '',
      publisher = '',
      title = '',
    ] = cells;
    const year = Number(cells[7]);
    if (line === 1 && source === 'source') continue;
    const where = `${RELEASES_FILE}:${line}`;
    if (!SCOPES.includes(scope as ChinaRegionScope)) {
      issues.messages.push(`${where}: scope "${scope}" is not one of ${SCOPES.join(', ')}`);
      continue;
    }
    if (!Number.isInteger(year) || !id || !region || !publisher || !title) {
      issues.messages.push(`${where}: a release needs an id, region, publisher, title and year`);
      continue;
    }
    const [fault = '', faultZh = ''] = cells.slice(8);
    if ((fault === '') !== (faultZh === '')) {
      issues.messages.push(`${where}: a fault needs both its English and its Chinese reason`);
    }
    releases.set(source, {
      id,
      region,
      regionEn,
      scope: scope as ChinaRegionScope,
      publisher,
      title,
      year,
      fault: fault === '' ? null : { en: fault, zh: faultZh },
    });
  }
  return releases;
}

function linkProblem(
  csco: string,
  onet: readonly string[],
  match: string,
  isCsco: (code: string) => boolean,
  isOnet: (code: string) => boolean,
): string | null {
  if (!CSCO_CODE.test(csco)) return `"${csco}" is not a CSCO code`;
  if (!isCsco(csco)) return `unknown CSCO code ${csco}`;
  if (!MATCHES.includes(match as CscoLinkMatch)) {
    return `match "${match}" is not one of ${MATCHES.join(', ')}`;
  }
  const unknown = onet.find((code) => !ONET_CODE.test(code) || !isOnet(code));
  return unknown === undefined ? null : `unknown O*NET code "${unknown}"`;
}

/**
 * Our reviewed CSCO → O*NET links. A code may have a line per kind of match (内科医师 is the same
 * work as general internal medicine and the broader group of cardiology). Unknown codes and
 * malformed lines are reported and skipped.
 */
export function readCscoLinks(
  dir: string,
  isCsco: (code: string) => boolean,
  isOnet: (code: string) => boolean,
  issues: EditorialIssues,
): CscoOnetLink[] {
  const links: CscoOnetLink[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of readTsvLines(dir, LINKS_FILE)) {
    const [csco = '', onetList = '', match = ''] = cells;
    const where = `${LINKS_FILE}:${line}`;
    if (line === 1 && !CSCO_CODE.test(csco)) continue;
    const onet = onetList.split(',').map((code) => code.trim());
    const problem = linkProblem(csco, onet, match, isCsco, isOnet);
    if (problem) {
      issues.messages.push(`${where}: ${problem}`);
      continue;
    }
    const twice = onet.find((code) => seen.has(`${csco} ${code}`));
    if (twice) {
      issues.messages.push(`${where}: ${csco} → ${twice} is linked twice`);
      continue;
    }
    for (const code of onet) seen.add(`${csco} ${code}`);
    links.push({ csco, onet, match: match as CscoLinkMatch });
  }
  return links;
}

/** Our reviewed spellings: a release's name → the one CSCO code it stands for. */
export function readNameFixes(
  dir: string,
  isCsco: (code: string) => boolean,
  issues: EditorialIssues,
): Map<string, string> {
  const fixes = new Map<string, string>();
  for (const { line, cells } of readTsvLines(dir, NAMES_FILE)) {
    const [name = '', csco = ''] = cells;
    if (line === 1 && !CSCO_CODE.test(csco)) continue;
    if (!isCsco(csco)) issues.messages.push(`${NAMES_FILE}:${line}: unknown CSCO code ${csco}`);
    else fixes.set(name, csco);
  }
  return fixes;
}
