import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJobEvidence } from '@irreplaceable/contracts/analysis/job-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { IconExternal } from './detail-icons';
import classes from './evidence-panel.module.css';

export function onetUrl(code: string): string {
  return `https://www.onetonline.org/link/summary/${encodeURIComponent(code)}`;
}

const CONFIDENCE_COLORS = { high: 'lagoon', medium: 'yellow', low: 'orange' } as const;

type TEvidencePanelProps = { evidence: TJobEvidence; rate: number | null; language: Language };

/**
 * "How we got this number": the matched occupation and what each study contributed. Without a
 * rate the same table says why there is none, and a study with no figure contributes nothing
 * rather than zero points.
 */
export function EvidencePanel({ evidence, rate, language }: TEvidencePanelProps) {
  const { t } = useTranslation();
  const number = (value: number, digits: number, minimumDigits = 0) =>
    new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en', {
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: digits,
    }).format(value);
  const { occupation } = evidence;
  const occupationTitle =
    language === 'zh' ? occupation.title_zh || occupation.title : occupation.title;
  const largest = Math.max(...evidence.studies.map((study) => study.contribution), 1);
  const sum = evidence.studies.reduce((total, study) => total + study.contribution, 0);
  const isUnrated = rate === null;
  // Counted from the rows, so a figure shown beside no rate (the ILO's) is counted where it shows.
  const covering = evidence.studies.filter((study) => study.raw_value !== null).length;

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="evidence-title">
      <Title order={2} id="evidence-title" className={classes.title}>
        {t(isUnrated ? 'jobDetail.evidence.titleUnrated' : 'jobDetail.evidence.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t(isUnrated ? 'jobDetail.evidence.introUnrated' : 'jobDetail.evidence.intro')}
      </Text>

      <div className={classes.occupation}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
          {t('jobDetail.evidence.matched')}
        </Text>
        <Anchor
          href={onetUrl(occupation.code)}
          target="_blank"
          rel="noopener noreferrer"
          fw={700}
          className={classes.occupationLink}
        >
          {occupationTitle} <span className={classes.code}>{occupation.code}</span>
          <IconExternal size={14} />
        </Anchor>
        {evidence.other_occupations.length > 0 && (
          <>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={6}>
              {t('jobDetail.evidence.others')}
            </Text>
            <ul className={classes.others}>
              {evidence.other_occupations.map((other) => (
                <li key={other.code}>
                  <Anchor
                    href={onetUrl(other.code)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    {other.title} <span className={classes.code}>{other.code}</span>
                  </Anchor>
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {t('jobDetail.evidence.match', { score: Math.round(other.score * 100) })}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className={classes.table} role="table" aria-label={t('jobDetail.evidence.tableLabel')}>
        <div className={`${classes.row} ${classes.head}`} role="row">
          <span role="columnheader">{t('jobDetail.evidence.columns.study')}</span>
          <span role="columnheader">{t('jobDetail.evidence.columns.figure')}</span>
          <span role="columnheader">{t('jobDetail.evidence.columns.scale')}</span>
          <span role="columnheader">{t('jobDetail.evidence.columns.weight')}</span>
          <span role="columnheader">{t('jobDetail.evidence.columns.contribution')}</span>
        </div>
        {evidence.studies.map((study) => {
          const isCovered = study.raw_value !== null;
          const isReference = isCovered && study.weight === 0;
          // Without a rate nothing was weighed, so no row shows a weight or points.
          const isWeighed = isCovered && !isUnrated;
          return (
            <div key={study.study} className={classes.row} role="row" data-covered={isCovered}>
              <span role="cell" className={classes.studyName}>
                {t(`jobDetail.evidence.studies.${study.study}`)}
                {!isCovered && (
                  <Badge size="xs" variant="light" color="gray" ml={6}>
                    {t('jobDetail.evidence.notCovered')}
                  </Badge>
                )}
                {isReference && (
                  <Badge size="xs" variant="light" color="blue" c="blue.9" ml={6}>
                    {t('jobDetail.evidence.reference')}
                  </Badge>
                )}
                <span className={classes.citation}>
                  {t(`jobDetail.evidence.citations.${study.study}`)}
                </span>
              </span>
              <span
                role="cell"
                className={classes.number}
                data-label={t('jobDetail.evidence.columns.figure')}
              >
                {study.raw_value === null ? '—' : number(study.raw_value, 4)}
              </span>
              <span
                role="cell"
                className={classes.number}
                data-label={t('jobDetail.evidence.columns.scale')}
              >
                {study.normalized === null ? '—' : number(study.normalized, 2, 2)}
              </span>
              <span
                role="cell"
                className={classes.number}
                data-label={t('jobDetail.evidence.columns.weight')}
              >
                {isWeighed ? number(study.weight, 2, 2) : '—'}
              </span>
              <span role="cell" className={classes.contribution}>
                <span className={classes.bar} aria-hidden="true">
                  {isWeighed && (
                    <span style={{ width: `${(100 * study.contribution) / largest}%` }} />
                  )}
                </span>
                <span className={classes.number}>
                  {isWeighed
                    ? t('jobDetail.evidence.points', {
                        points: number(study.contribution, 1, 1),
                      })
                    : '—'}
                </span>
              </span>
            </div>
          );
        })}
      </div>

      <Text size="sm" mt="md" className={classes.total}>
        {isUnrated
          ? t('jobDetail.evidence.totalUnrated')
          : t('jobDetail.evidence.total', { sum: number(sum, 1), rate: Math.round(rate) })}
      </Text>

      <Group gap="xs" mt="md" className={classes.meta}>
        <Badge variant="light" color={CONFIDENCE_COLORS[evidence.confidence]} radius="sm">
          {t(`jobDetail.evidence.confidence.${evidence.confidence}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('jobDetail.evidence.coverage', {
            count: covering,
            total: evidence.studies.length,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('jobDetail.evidence.versions', {
            formula: evidence.formula_version,
            data: evidence.data_version,
          })}
        </Text>
      </Group>
      <Anchor component={Link} to="/methodology" size="sm" fw={600} mt="sm" display="inline-block">
        {t('jobDetail.evidence.methodology')}
      </Anchor>
    </Paper>
  );
}
