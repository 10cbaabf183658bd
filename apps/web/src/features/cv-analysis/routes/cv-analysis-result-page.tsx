import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { FeedbackCard } from '../../../shared/feedback/feedback-card';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { ResultNotice } from '../../../shared/ui/result-notice';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { isRunning } from '../api/get-cv-analysis';
import { AnalysisProgressCard } from '../components/analysis-progress-card';
import { FitExposureChart } from '../components/fit-exposure-chart';
import { ProfileCard } from '../components/profile-card';
import { ResultHeader } from '../components/result-header';
import { RoleCard } from '../components/role-card';
import { SourcesCard } from '../components/sources-card';
import { useLiveCvAnalysis } from '../hooks/use-live-cv-analysis';
import classes from '../components/cv-result.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackToHistory() {
  const { t } = useTranslation('cvAnalysis');
  return (
    <div>
      <Button
        component={Link}
        to="/me/cv-analysis/history"
        variant="subtle"
        color="gray"
        radius="xl"
        leftSection={<IconArrowLeft size={18} />}
      >
        {t('result.back')}
      </Button>
    </div>
  );
}

/** A result that cannot be shown: missing, expired or failed, with a new analysis to start. */
function ResultState(props: { title: string; line: string; extra?: string | null }) {
  const { t } = useTranslation('cvAnalysis');
  return (
    <ResultNotice
      {...props}
      action={{ to: '/me/cv-analysis/start', label: t('result.newAnalysis') }}
    />
  );
}

/** /me/cv-analysis/result/{id}: progress while it runs, then the roles that need you. */
export default function CvAnalysisResultPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('cvAnalysis');
  if (!UUID.test(id)) {
    return (
      <Stack gap="md">
        <BackToHistory />
        <ResultState title={t('result.notFoundTitle')} line={t('result.notFound')} />
      </Stack>
    );
  }
  return <Result id={id} />;
}

function Result({ id }: { id: string }) {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const { analysis: query, socket } = useLiveCvAnalysis(id, language);
  const analysis = query.data;
  const status = isApiError(query.error) ? query.error.status : null;

  let body;
  if (analysis && isRunning(analysis)) {
    body = <AnalysisProgressCard analysis={analysis} socket={socket} />;
  } else if (analysis?.status === 'failed') {
    body = (
      <ResultState
        title={t('result.failedTitle')}
        line={analysis.error_message ?? t('result.loadError')}
        extra={analysis.mode === 'credit' ? t('result.failedRefund') : null}
      />
    );
  } else if (analysis?.result) {
    const result = analysis.result;
    body = (
      <Stack gap="lg">
        <ResultHeader analysis={analysis} />
        <ProfileCard result={result} />
        <FitExposureChart result={result} />
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
        <SourcesCard result={result} />
        <FeedbackCard
          subject="cv_analysis"
          subjectId={analysis.id}
          given={analysis.feedback}
          onGiven={() => void query.refetch()}
        />
      </Stack>
    );
  } else if (query.isPending) {
    body = (
      <Paper withBorder className={classes.card} aria-busy="true">
        <Stack gap="sm">
          <Skeleton height={28} width="45%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={180} mt="md" />
        </Stack>
      </Paper>
    );
  } else if (status === 410) {
    body = <ResultState title={t('result.expiredTitle')} line={t('result.expired')} />;
  } else if (status === 404 || status === 422 || status === 400) {
    body = <ResultState title={t('result.notFoundTitle')} line={t('result.notFound')} />;
  } else {
    body = (
      <RetryAlert
        title={t('result.loadError')}
        retryLabel={t('result.retry')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        detail={serverMessage(query.error)}
      />
    );
  }

  return (
    <Stack gap="md">
      <BackToHistory />
      {body}
    </Stack>
  );
}
