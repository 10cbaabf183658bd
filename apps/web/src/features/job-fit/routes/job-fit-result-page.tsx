import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import { isApiError } from '../../../shared/api/api-error';
import { FeedbackCard } from '../../../shared/feedback/feedback-card';
import { useOwnFeedback } from '../../../shared/feedback/get-own-feedback';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { ResultNotice } from '../../../shared/ui/result-notice';
import { useFinalReport } from '../api/get-final-report';
import { AssessmentReport } from '../components/assessment-report';
import { ReportSkeleton } from '../components/report-skeleton';
import { useLanguage } from '../../../shared/i18n/use-language';
import classes from './job-fit-pages.module.css';
import { ReportLoadError } from '../components/report-load-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackToHistory() {
  const { t } = useTranslation('jobFit');
  return (
    <Button
      component={Link}
      to="/me/job-fit-analysis/history"
      variant="subtle"
      color="gray"
      radius="xl"
      leftSection={<IconArrowLeft size={18} />}
      className={classes.back}
    >
      {t('resultPage.backToHistory')}
    </Button>
  );
}

/** A page for a report that cannot be shown: expired, missing, or not written yet. */
function ReportState({ title, line }: { title: string; line: string }) {
  const { t } = useTranslation('jobFit');
  return (
    <ResultNotice
      title={title}
      line={line}
      action={{ to: '/jobs', label: t('historyPage.browseJobs') }}
    />
  );
}

/** /me/job-fit-analysis/result/{id}: one finished report (spec 000 section 2). */
export default function JobFitResultPage() {
  const { id = '' } = useParams();
  return UUID.test(id) ? <Result assessmentId={id} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation('jobFit');
  return (
    <Stack gap="md">
      <BackToHistory />
      <ReportState title={t('resultPage.notFoundTitle')} line={t('resultPage.notFound')} />
    </Stack>
  );
}

function Result({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('jobFit');
  const language = useLanguage();
  const personas = useAnalystsById();
  const report = useFinalReport(assessmentId, language);
  const status = isApiError(report.error) ? report.error.status : null;

  let body;
  if (report.data) {
    body = (
      <>
        <AssessmentReport
          report={report.data}
          persona={personas[report.data.assessment_summary.selected_llm_model]}
          titleOrder={1}
        />
        <ReportFeedback assessmentId={assessmentId} />
      </>
    );
  } else if (report.isPending) {
    body = <ReportSkeleton />;
  } else if (status === 410) {
    body = <ReportState title={t('resultPage.expiredTitle')} line={t('resultPage.expired')} />;
  } else if (status === 404 || status === 403 || status === 400 || status === 422) {
    body = <ReportState title={t('resultPage.notFoundTitle')} line={t('resultPage.notFound')} />;
  } else if (status === 409) {
    body = <ReportState title={t('resultPage.notReadyTitle')} line={t('resultPage.notReady')} />;
  } else {
    body = <ReportLoadError report={report} />;
  }

  return (
    <Stack gap="md">
      <BackToHistory />
      {body}
    </Stack>
  );
}

/** Under a finished report: the reader's rating, or the form to give one. */
function ReportFeedback({ assessmentId }: { assessmentId: string }) {
  const own = useOwnFeedback('job_fit', assessmentId);
  if (!own.data) return null;
  return <FeedbackCard subject="job_fit" subjectId={assessmentId} given={own.data.feedback} />;
}
