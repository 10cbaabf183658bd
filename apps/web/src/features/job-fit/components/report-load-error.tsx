import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/api-error';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import type { useFinalReport } from '../api/get-final-report';

/** The report could not be loaded: the server's reason and a retry (spec 001 section 8). */
export function ReportLoadError({ report }: { report: ReturnType<typeof useFinalReport> }) {
  const { t } = useTranslation('jobFit');
  return (
    <RetryAlert
      title={t('report.loadError')}
      detail={serverMessage(report.error)}
      retryLabel={t('report.retry')}
      onRetry={() => void report.refetch()}
      isRetrying={report.isFetching}
      role="alert"
    />
  );
}
