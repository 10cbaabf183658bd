import { COMMODITY_CODE, ELEMENT_ID, IWA_ID, ONET_CODE } from './codes';
import { readAnthropic, type AnthropicSource } from './sources/anthropic';
import { readCsco } from './sources/csco';
import { readProjections, type EpLine } from './sources/bls-ep';
import {
  readOnet2010To2019,
  readOnetToNem,
  readSoc2010To2018,
  readStructure,
  type CodeMap,
  type SocStructure,
} from './sources/crosswalks';
import { readAliases, readKeyedNames, type EditorialIssues } from './sources/editorial';
import { readFelten, type FeltenScores } from './sources/felten';
import { readDerivedMappings, readFreyOsborne, type DerivedMapping } from './sources/frey-osborne';
import {
  readGptsOccupations,
  readLabelledTasks,
  type GptsOccupation,
  type LabelledTask,
} from './sources/gpts';
import { readIloScores, readIscoToSoc2010, type IloScore, type IscoToSoc2010 } from './sources/ilo';
import { readMicrosoftIwaMetrics, readMicrosoftScores } from './sources/microsoft';
import { readOews, type OewsLine, type OewsRelease } from './sources/oews';
import {
  readDwaToIwa,
  readIwaReference,
  readTaskDwas,
  type IwaReference,
} from './sources/onet-activities';
import {
  readJobZones,
  readOccupations,
  readRelated,
  type OnetOccupation,
} from './sources/onet-occupations';
import {
  readElementRatings,
  readTechnologySkills,
  type ElementRatings,
  type TechnologyUse,
} from './sources/onet-skills';
import {
  readAlternateTitles,
  readReportedTitles,
  type AlternateTitle,
  type ReportedTitle,
} from './sources/onet-titles';
import type {
  CscoEntry,
  MicrosoftIwaMetrics,
  RelatedOccupation,
} from '../../packages/analyst/src/knowledge/types';

/** Everything the build reads, already parsed; nothing here holds source prose. */
export interface Sources {
  occupations: OnetOccupation[];
  alternate: AlternateTitle[];
  reported: ReportedTitle[];
  jobZones: Map<string, number>;
  related: Map<string, RelatedOccupation[]>;
  iwas: IwaReference[];
  dwaToIwa: Map<string, string>;
  taskDwas: Map<string, string[]>;
  structure: SocStructure;
  soc2010To2018: CodeMap;
  onet2010To2019: CodeMap;
  onetToNem: Map<string, string>;
  gpts: Map<string, GptsOccupation>;
  labelledTasks: LabelledTask[];
  freyOsborne: Map<string, number>;
  freyOsborneDerived: DerivedMapping[];
  felten: FeltenScores;
  microsoft: Map<string, number>;
  microsoftIwas: Map<string, MicrosoftIwaMetrics>;
  anthropic: AnthropicSource;
  ilo: Map<string, IloScore>;
  iscoToSoc2010: IscoToSoc2010;
  projections: Map<string, EpLine>;
  oews: Array<[OewsRelease, Map<string, OewsLine>]>;
  csco: CscoEntry[];
  skills: ElementRatings;
  knowledge: ElementRatings;
  technologySkills: TechnologyUse[];
  editorial: Editorial;
}

export interface Editorial {
  titlesZh: Map<string, string>;
  aliasesZh: Map<string, string[]>;
  iwasZh: Map<string, string>;
  /** Skill and knowledge element ID → our Chinese name. */
  elementsZh: Map<string, string>;
  /** UNSPSC software class → our Chinese name. */
  commoditiesZh: Map<string, string>;
  issues: EditorialIssues;
}

export function loadSources(sourceDir: string, editorialDir: string): Sources {
  const occupations = readOccupations(sourceDir);
  const iwas = readIwaReference(sourceDir);
  const structure = readStructure(sourceDir);
  const skills = readElementRatings(sourceDir, 'Skills.txt');
  const knowledge = readElementRatings(sourceDir, 'Knowledge.txt');
  const technologySkills = readTechnologySkills(sourceDir);
  return {
    occupations,
    alternate: readAlternateTitles(sourceDir),
    reported: readReportedTitles(sourceDir),
    jobZones: readJobZones(sourceDir),
    related: readRelated(sourceDir),
    iwas,
    dwaToIwa: readDwaToIwa(sourceDir),
    taskDwas: readTaskDwas(sourceDir),
    structure,
    soc2010To2018: readSoc2010To2018(sourceDir),
    onet2010To2019: readOnet2010To2019(sourceDir),
    onetToNem: readOnetToNem(sourceDir),
    gpts: readGptsOccupations(sourceDir),
    labelledTasks: readLabelledTasks(sourceDir),
    freyOsborne: readFreyOsborne(sourceDir),
    freyOsborneDerived: readDerivedMappings(sourceDir, structure.detailedCodes),
    felten: readFelten(sourceDir),
    microsoft: readMicrosoftScores(sourceDir),
    microsoftIwas: readMicrosoftIwaMetrics(sourceDir),
    anthropic: readAnthropic(sourceDir),
    ilo: readIloScores(sourceDir),
    iscoToSoc2010: readIscoToSoc2010(sourceDir),
    projections: readProjections(sourceDir),
    oews: (['May 2025', 'May 2024'] as const).map((release) => [
      release,
      readOews(sourceDir, release),
    ]),
    csco: readCsco(sourceDir),
    skills,
    knowledge,
    technologySkills,
    editorial: loadEditorial(editorialDir, {
      codes: new Set(occupations.map((o) => o.code)),
      iwaIds: new Set(iwas.map((i) => i.id)),
      elementIds: new Set([...skills.elements, ...knowledge.elements].map((e) => e.id)),
      commodities: new Set(technologySkills.map((t) => t.commodity)),
    }),
  };
}

interface KnownKeys {
  codes: ReadonlySet<string>;
  iwaIds: ReadonlySet<string>;
  elementIds: ReadonlySet<string>;
  commodities: ReadonlySet<string>;
}

function loadEditorial(dir: string, known: KnownKeys): Editorial {
  const issues: EditorialIssues = { messages: [] };
  const isCode = (key: string): boolean => ONET_CODE.test(key);
  const isIwa = (key: string): boolean => IWA_ID.test(key);
  const isElement = (key: string): boolean => ELEMENT_ID.test(key);
  const isCommodity = (key: string): boolean => COMMODITY_CODE.test(key);
  const has = (set: ReadonlySet<string>) => (key: string) => set.has(key);
  return {
    titlesZh: readKeyedNames(dir, /^zh-titles-.*\.tsv$/, isCode, has(known.codes), issues),
    aliasesZh: readAliases(dir, 'zh-aliases.tsv', isCode, has(known.codes), issues),
    iwasZh: readKeyedNames(dir, /^iwa-zh\.tsv$/, isIwa, has(known.iwaIds), issues),
    elementsZh: readKeyedNames(dir, /^elements-zh\.tsv$/, isElement, has(known.elementIds), issues),
    commoditiesZh: readKeyedNames(
      dir,
      /^commodities-zh\.tsv$/,
      isCommodity,
      has(known.commodities),
      issues,
    ),
    issues,
  };
}
