import { Badge, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPhase5Response } from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { Markdown } from '../../../shared/markdown/markdown';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { splitDuration } from '../utils/format-duration';
import { CategoryScoreChart } from './category-score-chart';
import { EngineLabel } from './engine-label';
import classes from './report.module.css';

type TAssessmentReportProps = {
  report: TPhase5Response;
  persona: TAnalystPersona | undefined;
  /** 1 on the result page, where the report is the page; 2 inside the modal. */
  titleOrder?: 1 | 2;
};

/**
 * The final report (spec 001 section 2, "Results"): who you are, what you need, next steps,
 * the eight category scores, and the assessment summary with the engine that wrote it.
 */
export function AssessmentReport({ report, persona, titleOrder = 2 }: TAssessmentReportProps) {
  const { t } = useTranslation('jobFit');
  const language = useLanguage();
  const summary = report.assessment_summary;
  const sectionOrder = titleOrder === 1 ? 2 : 3;
  const duration = splitDuration(summary.completion_time);
  // A model's report stays in the language it wrote; ours is worded for the reader.
  const textLanguage = report.report_language;
  const isOtherLanguage = textLanguage !== language;
  const engineName = report.engine.kind === 'builtin' ? t('engine.builtin') : report.engine.label;
  const durationText =
    duration.hours > 0
      ? t('report.duration.hours', duration)
      : duration.minutes > 0
        ? t('report.duration.minutes', duration)
        : t('report.duration.seconds', duration);

  return (
    <Stack gap="lg" className={classes.report}>
      <Paper className={classes.hero} p={{ base: 'md', sm: 'lg' }}>
        <div className={classes.heroRow}>
          <RingProgress
            size={112}
            thickness={10}
            roundCaps
            sections={[{ value: report.fit_score, color: 'lagoon.6' }]}
            label={
              <Text ta="center" fw={800} fz={26} lh={1}>
                {report.fit_score}
              </Text>
            }
            aria-label={`${t('report.fitScore')}: ${t('report.fitScoreValue', { score: report.fit_score })}`}
            role="img"
          />
          <Stack gap={4} className={classes.heroText}>
            <Text size="sm" fw={700} c="lagoon.8" tt="uppercase">
              {t('report.fitScore')}
            </Text>
            <Title order={titleOrder} className={classes.title}>
              {t('report.title')}
            </Title>
            <Text c="gray.7">{t('report.forJob', { job: summary.job_title })}</Text>
            <Text className={classes.headline} lang={textLanguage}>
              {report.report_5a.headline}
            </Text>
          </Stack>
        </div>
      </Paper>

      <section className={classes.section}>
        <Title order={sectionOrder} className={classes.sectionTitle}>
          {t('report.whoYouAre')}
        </Title>
        {isOtherLanguage && (
          <Text size="sm" c="gray.7" fs="italic" mb="xs">
            {t('report.writtenIn', {
              engine: engineName,
              language: t(`report.languages.${textLanguage}`),
            })}
          </Text>
        )}
        <div lang={textLanguage}>
          <Markdown source={report.report_5a.cognitive_personal_reflection} />
        </div>
      </section>

      <section className={classes.section}>
        <Title order={sectionOrder} className={classes.sectionTitle}>
          {t('report.whatYouNeed')}
        </Title>
        <div lang={textLanguage}>
          <Markdown source={report.report_5b.what_you_need} />
        </div>
      </section>

      {report.report_5b.next_steps.length > 0 && (
        <section className={classes.section}>
          <Title order={sectionOrder} className={classes.sectionTitle}>
            {t('report.nextSteps')}
          </Title>
          <ol className={classes.steps} lang={textLanguage}>
            {report.report_5b.next_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}

      <section className={classes.section}>
        <Title order={sectionOrder} className={classes.sectionTitle}>
          {t('report.scores')}
        </Title>
        <CategoryScoreChart scores={report.category_scores} />
      </section>

      <section className={classes.section}>
        <Title order={sectionOrder} className={classes.sectionTitle}>
          {t('report.summary')}
        </Title>
        <dl className={classes.facts}>
          <div>
            <dt>{t('report.mode')}</dt>
            <dd>
              <Badge
                variant="light"
                color={summary.assessment_type === 'credit' ? 'grape' : 'lagoon'}
                radius="sm"
              >
                {summary.assessment_type === 'credit'
                  ? t('report.badge.credit')
                  : t('report.badge.standard')}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>{t('report.analyst')}</dt>
            <dd>
              <Group gap={8} wrap="nowrap">
                <AnalystAvatar analystId={summary.selected_llm_model} persona={persona} size={24} />
                <span>{persona?.displayName ?? summary.selected_llm_model}</span>
              </Group>
            </dd>
          </div>
          <div>
            <dt>{t('report.completionTime')}</dt>
            <dd>{durationText}</dd>
          </div>
          <div>
            <dt>{t('report.generatedAt')}</dt>
            <dd>{formatDateTime(report.generated_at, language)}</dd>
          </div>
          <div>
            <dt>{t('report.questions')}</dt>
            <dd>
              {t('report.questionsValue', {
                questions: summary.phase2_questions,
                challenges: summary.challenges,
              })}
            </dd>
          </div>
          {report.expires_at && (
            <div>
              <dt>{t('report.availableUntil')}</dt>
              <dd>{formatDateTime(report.expires_at, language)}</dd>
            </div>
          )}
        </dl>
        <div className={classes.engine}>
          <EngineLabel engine={report.engine} />
        </div>
      </section>
    </Stack>
  );
}
