import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { AnalysisResultFrame } from '../../../shared/analyses/analysis-result-frame';
import { SourcesCard } from '../../../shared/analyses/sources-card';
import { FeedbackCard } from '../../../shared/feedback/feedback-card';
import { FitExposureChart } from '../components/fit-exposure-chart';
import { ProfileCard } from '../components/profile-card';
import { ResultHeader } from '../components/result-header';
import { RoleCard } from '../components/role-card';

/** /me/cv-analysis/result/{id}: progress while it runs, then the roles that need you. */
export default function CvAnalysisResultPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('cvAnalysis');
  return (
    <AnalysisResultFrame<TCvAnalysisResponse>
      kind="cv"
      id={id}
      progress={{
        title: t('progress.title'),
        intro: t('progress.intro'),
        stageLabel: (stage) => t(`progress.stages.${stage}`),
      }}
    >
      {(analysis, reload) => {
        const result = analysis.result;
        return (
          <Stack gap="lg">
            <ResultHeader analysis={analysis} />
            <ProfileCard result={result} />
            <FitExposureChart result={result} />
            <Group justify="flex-end">
              <Anchor
                component={Link}
                to={`/me/industry-analysis/start?cv=${analysis.id}`}
                size="sm"
                fw={600}
              >
                {t('toIndustry')}
              </Anchor>
            </Group>
            <section aria-labelledby="roles-title">
              <Stack gap="md">
                <div>
                  <Title order={2} fz="xl" id="roles-title">
                    {t('roles.title')}
                  </Title>
                  <Text size="sm" c="gray.7" mt={4}>
                    {t('roles.intro')}
                  </Text>
                </div>
                {result.roles.map((role, index) => (
                  <RoleCard
                    key={role.occupation_code}
                    role={role}
                    rank={index + 1}
                    analysisId={analysis.id}
                  />
                ))}
              </Stack>
            </section>
            <SourcesCard
              sources={result.sources}
              note={t('sources.usFigures', { version: result.formula_version })}
              method={{ to: t('sources.methodLink'), label: t('sources.method') }}
            />
            <FeedbackCard
              subject="cv_analysis"
              subjectId={analysis.id}
              given={analysis.feedback}
              onGiven={reload}
            />
          </Stack>
        );
      }}
    </AnalysisResultFrame>
  );
}
