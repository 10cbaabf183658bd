import { Button, Center, Container, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import { isLanguage } from '../../../shared/i18n/i18n';
import { siteOrigin } from '../../../shared/routing/site-origin';
import { useRenderJobFitModal } from '../../../shared/slots/job-fit-slot';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { useJob } from '../api/get-job';
import { useLlmReviews } from '../api/get-llm-reviews';
import { AnalysisSections } from '../components/analysis-sections';
import { AnalystReviews } from '../components/analyst-reviews';
import { EvidencePanel } from '../components/evidence-panel';
import { FallbackNotice } from '../components/fallback-notice';
import { HumanVsAiBar } from '../components/human-vs-ai-bar';
import { JobDetailSkeleton, JobLoadError, JobNotFound } from '../components/job-detail-states';
import { JobHeader } from '../components/job-header';
import { OccupationBasis } from '../components/occupation-basis';
import { OtherLanguageLink } from '../components/other-language-link';
import { RefreshBanner } from '../components/refresh-banner';
import { SaferOccupations } from '../components/safer-occupations';
import { ScoreHistory } from '../components/score-history';
import { SectionNav } from '../components/section-nav';
import { ShareBar } from '../components/share-bar';
import { useJobRefresh } from '../hooks/use-job-refresh';
import { useJobFitEntry } from '../hooks/use-job-fit-entry';
import { pageSections } from '../utils/page-sections';
import { analystScore } from '../utils/analyst-score';
import classes from './job-detail-page.module.css';

function parseJobId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function parsePopularity(value: string | null): number | null {
  const popularity = Number(value);
  return value !== null && Number.isSafeInteger(popularity) && popularity >= 0 ? popularity : null;
}

/** /jobs/:id and /job/:id (spec 001 section 2). */
export default function JobDetailPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const jobId = parseJobId(id);
  if (jobId === null) return <JobNotFound />;
  return (
    <JobDetail
      key={jobId}
      jobId={jobId}
      searchPopularity={parsePopularity(searchParams.get('search_popularity'))}
    />
  );
}

function JobDetail({
  jobId,
  searchPopularity,
}: {
  jobId: number;
  searchPopularity: number | null;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const jobQuery = useJob(jobId, language, searchPopularity);
  const reviewsQuery = useLlmReviews(jobId, language);
  const analysts = useAnalystsById();
  const jobFit = useJobFitEntry();
  const renderJobFitModal = useRenderJobFitModal();
  useJobRefresh(jobId, language, jobQuery.data?.refresh_pending === true);
  const [now] = useState(() => Date.now());
  const navigate = useNavigate();
  const location = useLocation();

  // Mounted across a reload of the job too: resuming an assessment may switch the language.
  const jobFitModal = jobFit.isOpen && renderJobFitModal && (
    <Suspense
      fallback={
        // A plain veil while the modal's code arrives: a Modal here would weigh on every job page.
        <Center pos="fixed" inset={0} bg="rgba(0, 0, 0, 0.35)" style={{ zIndex: 200 }}>
          <Loader color="white" type="dots" aria-label={t('jobDetail.fit.button')} />
        </Center>
      }
    >
      {renderJobFitModal({ jobId, jobTitle: jobQuery.data?.title ?? '', onClose: jobFit.close })}
    </Suspense>
  );

  if (jobQuery.isPending) {
    return (
      <>
        <JobDetailSkeleton />
        {jobFitModal}
      </>
    );
  }
  if (jobQuery.isError) {
    if (isApiError(jobQuery.error) && jobQuery.error.status === 404) return <JobNotFound />;
    return (
      <JobLoadError
        message={serverMessage(jobQuery.error)}
        onRetry={() => void jobQuery.refetch()}
        isRetrying={jobQuery.isFetching}
      />
    );
  }

  const job = jobQuery.data;
  const analyst = analysts[job.model_name];
  // Opened straight from a link (a new tab from the search dialog): "back" means the board.
  const handleBack = () => void (location.key === 'default' ? navigate('/jobs') : navigate(-1));
  // Shared in the language it is read in; the page offers the other language's address itself.
  const pageUrl = `${siteOrigin()}/jobs/${job.id}?lang=${language}`;
  const reviews = reviewsQuery.data?.reviews;

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            radius="xl"
            leftSection={<IconArrowLeft size={18} />}
            onClick={handleBack}
          >
            {t('jobDetail.back')}
          </Button>
          <Group gap="md" wrap="nowrap">
            <OtherLanguageLink language={language} />
            <div className={classes.shareTop}>
              <ShareBar pageUrl={pageUrl} title={job.title} />
            </div>
          </Group>
        </Group>

        <JobHeader
          job={job}
          searchPopularity={job.search_popularity}
          analyst={analyst}
          now={now}
          jobFit={jobFit}
          scoredBy={
            reviews && reviews.length > 0
              ? {
                  scored: reviews.filter((review) => analystScore(review).score !== null).length,
                  total: reviews.length,
                }
              : undefined
          }
        />

        <FallbackNotice pageEngine={job.engine} reviews={reviews ?? []} analysts={analysts} />

        <OccupationBasis basis={job.basis} title={job.title} />

        <SectionNav
          sections={pageSections(job).map((section) => ({
            id: section.id,
            label: t(section.labelKey),
          }))}
        />

        <RefreshBanner isPending={job.refresh_pending} />

        <HumanVsAiBar
          humanIrreplaceability={job.human_irreplaceability}
          aiReplacementRate={job.ai_replacement_rate}
          rateUnknownReason={job.rate_unknown_reason}
          analystId={job.model_name}
          analyst={analyst}
        />

        {/*
          Each boundary below is hydrated and committed on its own (React hydrates a server-drawn
          Suspense boundary as a separate unit), so the page comes alive in several short tasks
          instead of one long commit. Nothing in them suspends: no fallback is ever shown.
        */}
        <Suspense fallback={null}>
          <AnalystReviews
            reviews={{
              data: reviews,
              isPending: reviewsQuery.isPending,
              isError: reviewsQuery.isError,
              isFetching: reviewsQuery.isFetching,
              refetch: reviewsQuery.refetch,
            }}
            analysts={analysts}
            defaultAnalyst={job.model_name}
            aiReplacementRate={job.ai_replacement_rate}
            humanIrreplaceability={job.human_irreplaceability}
            rateUnknownReason={job.rate_unknown_reason}
          />
        </Suspense>

        <div className={`${classes.later} ${classes.laterSections}`}>
          <Suspense fallback={null}>
            <AnalysisSections job={job} jobFit={jobFit} />
          </Suspense>
        </div>

        <div className={`${classes.later} ${classes.laterEvidence}`}>
          <Suspense fallback={null}>
            <EvidencePanel
              evidence={job.evidence}
              rate={job.ai_replacement_rate}
              language={language}
            />
          </Suspense>
        </div>

        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="lg"
          className={`${classes.later} ${classes.laterRow}`}
        >
          <Suspense fallback={null}>
            <SaferOccupations jobs={job.safer_occupations} rate={job.ai_replacement_rate} />
          </Suspense>
          <Suspense fallback={null}>
            <ScoreHistory history={job.score_history} />
          </Suspense>
        </SimpleGrid>

        <div className={classes.shareFooter}>
          <ShareBar pageUrl={pageUrl} title={job.title} />
        </div>
      </Stack>

      {jobFitModal}
    </Container>
  );
}
