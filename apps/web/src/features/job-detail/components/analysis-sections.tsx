import { Accordion, Group, RingProgress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TJobTextSection } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { TTranslationKey } from '../../../shared/i18n/i18n';
import { Markdown } from '../../../shared/markdown/markdown';
import { marketEntries } from '../utils/market-entries';
import { splitOccupationCodes } from '../utils/occupation-codes';
import { hasChinaWages } from '../utils/page-sections';
import { AiUseByTask } from './ai-use-by-task';
import { ChinaWages } from './china-wages';
import { ExposureTrend } from './exposure-trend';
import { IconExternal, IconTarget } from './detail-icons';
import { JobFitButton, type TJobFitLink } from './job-fit-button';
import classes from './analysis-sections.module.css';

type TSection = {
  value: string;
  titleKey: TTranslationKey;
  content: ReactNode;
  /** The page section a model writes, for sections the built-in analyst may have taken back. */
  written?: TJobTextSection;
};

/** The page's advice section is the built-in analyst's, which weaves in the advice from AI use. */
function isBuiltinAdvice(job: TJobDetail): boolean {
  return job.engine.kind === 'builtin' || job.builtin_sections.includes('human_advice');
}

/** The written analysis, every section open to begin with (spec 001 section 2). */
export function AnalysisSections({ job, jobFit }: { job: TJobDetail; jobFit: TJobFitLink }) {
  const { t } = useTranslation();
  const market = marketEntries(job.market_analysis);
  const sections: TSection[] = [
    {
      value: 'description',
      written: 'description',
      titleKey: 'jobDetail.sections.description',
      content: <Markdown source={job.description} />,
    },
    {
      value: 'deep-understanding',
      written: 'deep_understanding',
      titleKey: 'jobDetail.sections.deepUnderstanding',
      content: <Markdown source={job.deep_understanding} />,
    },
    {
      value: 'demand-index',
      written: 'demand_reading',
      titleKey: 'jobDetail.sections.demandIndex',
      content: <DemandIndex score={job.demand_index.score} reading={job.demand_index.reading} />,
    },
    {
      value: 'replacement-process',
      written: 'replacement_process',
      titleKey: 'jobDetail.sections.replacementProcess',
      content: <Markdown source={job.replacement_process} />,
    },
    // Pages kept in the browser from before these were served have neither (null or absent).
    ...(job.ai_use_by_task
      ? [
          {
            value: 'ai-use',
            titleKey: 'jobDetail.sections.aiUse' as const,
            content: <AiUseByTask use={job.ai_use_by_task} adviceInText={isBuiltinAdvice(job)} />,
          },
        ]
      : []),
    ...(job.exposure_trend
      ? [
          {
            value: 'exposure-trend',
            titleKey: 'jobDetail.sections.exposureTrend' as const,
            content: <ExposureTrend trend={job.exposure_trend} />,
          },
        ]
      : []),
    {
      value: 'human-advice',
      written: 'human_advice',
      titleKey: 'jobDetail.sections.humanAdvice',
      content: <Markdown source={job.human_advice} />,
    },
    ...(market.length > 0
      ? [
          {
            value: 'market-analysis',
            titleKey: 'jobDetail.sections.marketAnalysis' as const,
            content: <MarketAnalysis entries={market} />,
          },
        ]
      : []),
    // A page kept in the browser from before China wages were served has none to show.
    ...(hasChinaWages(job)
      ? [
          {
            value: 'china-wages',
            titleKey: 'jobDetail.sections.chinaWages' as const,
            content: <ChinaWages wages={job.china_wages} />,
          },
        ]
      : []),
    {
      value: 'related-links',
      titleKey: 'jobDetail.sections.relatedLinks',
      content: <RelatedLinks links={job.related_resources} jobFit={jobFit} />,
    },
  ];

  return (
    <Accordion
      multiple
      defaultValue={sections.map((section) => section.value)}
      order={2}
      variant="separated"
      radius="lg"
      chevronPosition="right"
      classNames={{ item: classes.item, control: classes.control, content: classes.content }}
    >
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value} id={section.value}>
          <Accordion.Control>
            <span className={classes.sectionTitle}>{t(section.titleKey)}</span>
          </Accordion.Control>
          <Accordion.Panel>
            {section.content}
            {section.written && job.builtin_sections.includes(section.written) && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('jobDetail.engine.builtinSection')}
              </Text>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function DemandIndex({ score, reading }: { score: number | null; reading: string }) {
  const { t } = useTranslation();
  // No projections, no index: the reading says why, and no ring pretends to hold a value.
  if (score === null) {
    return (
      <div className={classes.demand}>
        <Text fw={700} c="dimmed" className={classes.demandUnknown}>
          {t('jobDetail.demand.unknown')}
        </Text>
        <Markdown source={reading} className={classes.demandReading} />
      </div>
    );
  }
  const color = score >= 60 ? 'lagoon' : score >= 40 ? 'yellow' : 'orange';
  return (
    <div className={classes.demand}>
      <RingProgress
        size={112}
        thickness={10}
        roundCaps
        sections={[{ value: score, color }]}
        label={
          <Stack gap={0} align="center">
            <Text fw={800} fz={26} lh={1}>
              {Math.round(score)}
            </Text>
            <Text size="xs" c="dimmed">
              / 100
            </Text>
          </Stack>
        }
        aria-label={t('jobDetail.demand.scoreLabel', { score: Math.round(score) })}
      />
      <Markdown source={reading} className={classes.demandReading} />
    </div>
  );
}

type TMarketEntryView = ReturnType<typeof marketEntries>[number];

function MarketAnalysis({ entries }: { entries: TMarketEntryView[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.market}>
      {entries.map((entry, index) => (
        <li key={`${entry.location ?? ''}-${index}`} className={classes.marketEntry}>
          {entry.location && (
            <Text fw={700} mb={4}>
              {entry.location}
            </Text>
          )}
          {entry.local_job_data && (
            <Text size="sm" className={classes.marketData}>
              {entry.local_job_data}
            </Text>
          )}
          {entry.market_analysis && <Markdown source={entry.market_analysis} variant="compact" />}
          {(entry.source || entry.last_updated) && (
            <Text size="xs" c="dimmed" mt={6}>
              {[
                entry.source && t('jobDetail.market.source', { source: entry.source }),
                entry.last_updated && t('jobDetail.market.updated', { date: entry.last_updated }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function RelatedLinks({
  links,
  jobFit,
}: {
  links: TJobDetail['related_resources'];
  jobFit: TJobFitLink;
}) {
  const { t } = useTranslation();
  const webLinks = links.filter((link) => /^https?:\/\//i.test(link.url));
  return (
    <Stack gap="md">
      {webLinks.length > 0 ? (
        <ul className={classes.links}>
          {webLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <span>
                  {splitOccupationCodes(link.title).map((part, index) =>
                    part.isCode ? (
                      <span key={index} className={classes.code}>
                        {part.text}
                      </span>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
                <IconExternal size={14} className={classes.linkIcon} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <Text c="dimmed">{t('jobDetail.links.none')}</Text>
      )}
      <Group className={classes.fitBox} justify="space-between" gap="sm">
        <Text size="sm" fw={550}>
          {t('jobDetail.fit.prompt')}
        </Text>
        <JobFitButton entry={jobFit} leftSection={<IconTarget size={16} />} radius="xl" />
      </Group>
    </Stack>
  );
}
