import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/api-error';
import { IconAlert } from '../../../shared/ui/icons';
import type { useFinalReport } from '../api/get-final-report';

/** The report could not be loaded: the server's reason and a retry (spec 001 section 8). */
export function ReportLoadError({ report }: { report: ReturnType<typeof useFinalReport> }) {
  const { t } = useTranslation('jobFit');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={t('report.loadError')}
      role="alert"
    >
      {serverMessage(report.error)}
      <div>
        <Button
          size="xs"
          color="red"
          variant="white"
          mt="xs"
          loading={report.isFetching}
          onClick={() => void report.refetch()}
        >
          {t('report.retry')}
        </Button>
      </div>
    </Alert>
  );
}
