import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPhase5Response } from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { useFinalReport } from '../api/get-final-report';
import { useLanguage } from '../../../shared/i18n/use-language';
import { AssessmentReport } from './assessment-report';
import { ReportLoadError } from './report-load-error';

type TResultsStageProps = {
  assessmentId: string;
  /** The report the conversation just received, so it shows without asking again. */
  initialReport: TPhase5Response | undefined;
  personas: TAnalystsById;
  onClose: () => void;
  /** Set when the results were opened from the history list. */
  onBack?: () => void;
};

/** The results stage: the report, or its error with a retry (spec 001 sections 2 and 8). */
export function ResultsStage({
  assessmentId,
  initialReport,
  personas,
  onClose,
  onBack,
}: TResultsStageProps) {
  const { t } = useTranslation('jobFit');
  const language = useLanguage();
  const report = useFinalReport(assessmentId, language, initialReport);

  return (
    <Stack gap="lg">
      {report.isPending && <ReportSkeleton />}
      {report.isError && <ReportLoadError report={report} />}
      {report.data && (
        <AssessmentReport
          report={report.data}
          persona={personas[report.data.assessment_summary.selected_llm_model]}
        />
      )}
      <Group justify="space-between" gap="sm">
        {onBack ? (
          <Button variant="subtle" color="gray" radius="xl" onClick={onBack}>
            {t('report.backToSelection')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {report.data && (
            <Button
              component={Link}
              to={`/me/job-fit-analysis/result/${assessmentId}`}
              variant="light"
              radius="xl"
            >
              {t('report.openPage')}
            </Button>
          )}
          <Button radius="xl" onClick={onClose}>
            {t('report.close')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function ReportSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={120} radius="lg" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={12} />
      <Skeleton height={12} width="90%" />
      <Skeleton height={12} width="75%" />
      <Skeleton height={16} width="35%" mt="md" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={12} />
      ))}
    </Stack>
  );
}
