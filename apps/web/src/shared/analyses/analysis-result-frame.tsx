import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  TAnalysisStage,
  TPersonalAnalysisKind,
  TPersonalAnalysisMode,
  TPersonalAnalysisStatus,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { isApiError, serverMessage } from '../api/api-error';
import { useLanguage } from '../i18n/use-language';
import { IconArrowLeft } from '../ui/icons';
import { ResultNotice } from '../ui/result-notice';
import { RetryAlert } from '../ui/retry-alert';
import { historyPath, startPath } from './analysis-kinds';
import { AnalysisProgressCard, type TWorkStage } from './analysis-progress-card';
import { isRunning } from './get-analysis';
import { useLiveAnalysis } from './use-live-analysis';
import classes from './analysis-result.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every kind's answer has that the frame reads. */
type TFramed = {
  status: TPersonalAnalysisStatus;
  progress: number;
  stage: TAnalysisStage;
  mode: TPersonalAnalysisMode;
  error_message: string | null;
  result: unknown;
};

type TFrameProps<TAnalysis extends TFramed> = {
  kind: TPersonalAnalysisKind;
  /** The id from the address, checked here before anything is asked. */
  id: string;
  progress: { title: string; intro: string; stageLabel: (stage: TWorkStage) => string };
  /** The finished result; `reload` reads it again (after feedback, say). */
  children: (
    analysis: TAnalysis & { result: NonNullable<TAnalysis['result']> },
    reload: () => void,
  ) => ReactNode;
};

function BackToHistory({ kind }: { kind: TPersonalAnalysisKind }) {
  const { t } = useTranslation('analyses');
  return (
    <div>
      <Button
        component={Link}
        to={historyPath(kind)}
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
function Unavailable(props: {
  kind: TPersonalAnalysisKind;
  title: string;
  line: string;
  extra?: string | null;
}) {
  const { t } = useTranslation('analyses');
  const { kind, ...notice } = props;
  return (
    <ResultNotice {...notice} action={{ to: startPath(kind), label: t('result.newAnalysis') }} />
  );
}

/**
 * /me/{kind}-analysis/result/{id}, whatever the kind: the way back to the history, live progress
 * while the analysis runs, why it cannot be shown (failed, expired, not found, not loaded), and
 * the kind's own result once it is there.
 */
export function AnalysisResultFrame<TAnalysis extends TFramed>(props: TFrameProps<TAnalysis>) {
  const { t } = useTranslation('analyses');
  return (
    <Stack gap="md">
      <BackToHistory kind={props.kind} />
      {UUID.test(props.id) ? (
        <FrameBody {...props} />
      ) : (
        <Unavailable
          kind={props.kind}
          title={t('result.notFoundTitle')}
          line={t('result.notFound')}
        />
      )}
    </Stack>
  );
}

function FrameBody<TAnalysis extends TFramed>({
  kind,
  id,
  progress,
  children,
}: TFrameProps<TAnalysis>) {
  const { t } = useTranslation('analyses');
  const language = useLanguage();
  const { analysis: query, socket } = useLiveAnalysis<TAnalysis>(kind, id, language);
  const analysis = query.data;
  const status = isApiError(query.error) ? query.error.status : null;
  const reload = () => void query.refetch();

  if (analysis && isRunning(analysis)) {
    return <AnalysisProgressCard analysis={analysis} socket={socket} {...progress} />;
  }
  if (analysis?.status === 'failed') {
    return (
      <Unavailable
        kind={kind}
        title={t('result.failedTitle')}
        line={analysis.error_message ?? t('result.loadError')}
        extra={analysis.mode === 'credit' ? t('result.failedRefund') : null}
      />
    );
  }
  if (analysis && analysis.result !== null && analysis.result !== undefined) {
    return children(analysis as TAnalysis & { result: NonNullable<TAnalysis['result']> }, reload);
  }
  if (query.isPending) {
    return (
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
  }
  if (status === 410) {
    return <Unavailable kind={kind} title={t('result.expiredTitle')} line={t('result.expired')} />;
  }
  if (status === 404 || status === 422 || status === 400) {
    return (
      <Unavailable kind={kind} title={t('result.notFoundTitle')} line={t('result.notFound')} />
    );
  }
  return (
    <RetryAlert
      title={t('result.loadError')}
      retryLabel={t('result.retry')}
      onRetry={reload}
      isRetrying={query.isFetching}
      detail={serverMessage(query.error)}
    />
  );
}
