import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { serverMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { useLanguage } from '../../../shared/i18n/use-language';
import { notify } from '../../../shared/ui/notify';
import { downloadCvFile } from '../api/download-cv-file';
import { IconDownload } from './cv-icons';
import { DeleteAnalysisButton } from './delete-analysis-button';
import classes from './cv-result.module.css';

/** The result's title line: when, which mode, who wrote it, until when, and what can be done. */
export function ResultHeader({ analysis }: { analysis: TCvAnalysisResponse }) {
  const { t } = useTranslation('cvAnalysis');
  const { date } = useDateFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const engine = analysis.result?.engine;
  const { input } = analysis;

  const handleDownload = () => {
    if (!input.file_name) return;
    downloadCvFile(analysis.id, input.file_name).catch((error: unknown) =>
      notify('error', serverMessage(error) ?? t('result.downloadFailed')),
    );
  };

  return (
    <div className={classes.header}>
      <div className={classes.headerText}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        <Group gap={8} mt={8}>
          <Text size="sm" c="gray.7">
            {t('result.analysedOn', { date: date(analysis.created_at) })}
          </Text>
          <Badge variant="light" color={analysis.mode === 'credit' ? 'grape' : 'gray'} radius="sm">
            {t(`result.modes.${analysis.mode}`)}
          </Badge>
          {engine && (
            <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
              {t('result.writtenBy', { label: engine.label })}
            </Badge>
          )}
        </Group>
        {engine?.fallback_reason && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('result.fallback', { reason: engine.fallback_reason })}
          </Text>
        )}
        {analysis.expires_at && (
          <Text size="sm" c="orange.9" mt={4}>
            {t('result.expires', { date: formatDateTime(analysis.expires_at, language) })}
          </Text>
        )}
      </div>
      <Group gap="xs" className={classes.headerActions}>
        {input.file_available && input.file_name && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
            onClick={handleDownload}
          >
            {t('result.downloadFile')}
          </Button>
        )}
        <DeleteAnalysisButton
          analysisId={analysis.id}
          onDeleted={() => void navigate('/me/cv-analysis/history')}
        />
      </Group>
    </div>
  );
}
