import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { AnalysisResultHeader } from '../../../shared/analyses/analysis-result-header';
import { serverMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { downloadCvFile } from '../api/download-cv-file';
import { IconDownload } from './cv-icons';

/** The result's title line, with the owner's own file to download while it is kept. */
export function ResultHeader({ analysis }: { analysis: TCvAnalysisResponse }) {
  const { t } = useTranslation('cvAnalysis');
  const { input } = analysis;

  const handleDownload = () => {
    if (!input.file_name) return;
    downloadCvFile(analysis.id, input.file_name).catch((error: unknown) =>
      notify('error', serverMessage(error) ?? t('result.downloadFailed')),
    );
  };

  return (
    <AnalysisResultHeader
      kind="cv"
      analysis={analysis}
      title={t('title')}
      deleteConfirmBody={t('result.deleteConfirmBody')}
      actions={
        input.file_available &&
        input.file_name && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
            onClick={handleDownload}
          >
            {t('result.downloadFile')}
          </Button>
        )
      }
    />
  );
}
