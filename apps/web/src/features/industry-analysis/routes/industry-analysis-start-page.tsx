import { Alert, Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TPersonalAnalysisMode } from '@irreplaceable/contracts/analyses/personal-analysis';
import type {
  TIndustryItem,
  TStartIndustryAnalysis,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { historyPath, resultPath } from '../../../shared/analyses/analysis-kinds';
import { AnalysisModeChoice } from '../../../shared/analyses/analysis-mode-choice';
import { useAllowance } from '../../../shared/analyses/get-allowance';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconAlert } from '../../../shared/ui/icons';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useStartIndustryAnalysis } from '../api/start-industry-analysis';
import { AboutYou, type TBackground } from '../components/about-you';
import { IndustrySearch, type TNotAnIndustry } from '../components/industry-search';
import startClasses from '../../../shared/analyses/analysis-start.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /me/industry-analysis/start: name an industry, optionally say who you are, and go. */
export default function IndustryAnalysisStartPage() {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartIndustryAnalysis();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<TIndustryItem | null>(null);
  // Arriving from a CV analysis (?cv=<id>) attaches it; the list still checks it is there.
  const [searchParams] = useSearchParams();
  const fromCv = searchParams.get('cv');
  const attached = fromCv && UUID.test(fromCv) ? fromCv : null;
  const [background, setBackground] = useState<TBackground>(attached ? 'cv' : 'none');
  const [cvAnalysisId, setCvAnalysisId] = useState<string | null>(attached);
  const [job, setJob] = useState('');
  const [chosenMode, setMode] = useState<TPersonalAnalysisMode>('free');
  const [missing, setMissing] = useState<{ on: 'industry' | 'about'; text: string } | null>(null);
  const busy = start.isPending;
  const allowance = useAllowance('industry');
  const nextFreeAt = allowance.data?.free_available === false ? allowance.data.next_free_at : null;
  // Today's free analysis is used: offer the credit one rather than a choice that would fail.
  const mode = nextFreeAt !== null ? 'credit' : chosenMode;

  /** A changed answer is a fresh start: the last attempt's message no longer applies. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setMissing(null);
      start.reset();
    };

  const handleText = changed((value: string) => {
    setText(value);
    setSelected(null);
  });
  const handleSelect = changed((item: TIndustryItem) => {
    setSelected(item);
    setText(language === 'zh' ? (item.name_zh ?? item.name_en) : item.name_en);
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(null);
    const query = text.trim();
    if (!selected && query === '')
      return setMissing({ on: 'industry', text: t('start.needsIndustry') });
    if (background === 'cv' && !cvAnalysisId)
      return setMissing({ on: 'about', text: t('start.needsCv') });
    if (background === 'job' && job.trim() === '') {
      return setMissing({ on: 'about', text: t('start.needsJob') });
    }
    const body: TStartIndustryAnalysis = {
      ...(selected ? { industry_code: selected.code } : { industry_query: query }),
      ...(background === 'cv' && cvAnalysisId ? { cv_analysis_id: cvAnalysisId } : {}),
      ...(background === 'job' ? { current_job: job.trim() } : {}),
      mode,
      language,
    };
    start.mutate(body, { onSuccess: ({ id }) => void navigate(resultPath('industry', id)) });
  };

  // Where each refusal belongs: no such industry under the box, an unreadable job under the job.
  const refusal = isApiError(start.error) ? start.error : null;
  const notAnIndustry: TNotAnIndustry | null =
    refusal?.errorType === 'not_an_industry'
      ? { detail: refusal.detail, examples: refusal.examples }
      : null;
  const aboutError =
    refusal?.errorType === 'job_not_recognised' || (refusal?.status === 404 && background === 'cv')
      ? refusal.detail
      : missing?.on === 'about'
        ? missing.text
        : null;
  const formError =
    start.isError && !notAnIndustry && !aboutError
      ? (serverMessage(start.error) ?? t('start.failed'))
      : missing?.on === 'industry'
        ? missing.text
        : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={t('title')} intro={t('intro')} />
        <Anchor component={Link} to={historyPath('industry')} size="sm" fw={600}>
          {t('historyLink')}
        </Anchor>
      </Group>

      <Paper
        withBorder
        component="form"
        onSubmit={handleSubmit}
        className={startClasses.panel}
        noValidate
      >
        <Stack gap="xl">
          <IndustrySearch
            text={text}
            onTextChange={handleText}
            selected={selected}
            onSelect={handleSelect}
            notAnIndustry={notAnIndustry}
            disabled={busy}
          />

          <AboutYou
            background={background}
            onBackgroundChange={changed(setBackground)}
            cvAnalysisId={cvAnalysisId}
            onCvAnalysisChange={changed(setCvAnalysisId)}
            job={job}
            onJobChange={changed(setJob)}
            error={aboutError}
            disabled={busy}
          />

          <AnalysisModeChoice
            kind="industry"
            mode={mode}
            onChange={setMode}
            disabled={busy}
            nextFreeAt={nextFreeAt}
            creditHint={t('start.creditHint')}
            pageName={t('title')}
          />

          {formError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlert size={18} />}
              role="alert"
              title={start.isError ? t('start.failed') : undefined}
            >
              {formError}
            </Alert>
          )}

          <Button type="submit" size="md" loading={busy} disabled={busy}>
            {t('start.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
