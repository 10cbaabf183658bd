import {
  Anchor,
  Fieldset,
  Loader,
  SegmentedControl,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { INDUSTRY_ANALYSIS } from '@irreplaceable/contracts/constants';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { useAttachableCvAnalyses } from '../api/use-attachable-cv-analyses';
import classes from './industry-start.module.css';

export type TBackground = 'none' | 'cv' | 'job';

type TAboutYouProps = {
  background: TBackground;
  onBackgroundChange: (background: TBackground) => void;
  cvAnalysisId: string | null;
  onCvAnalysisChange: (id: string | null) => void;
  job: string;
  onJobChange: (job: string) => void;
  /** Why the last start was refused on this part (a job we could not read, say). */
  error: string | null;
  disabled: boolean;
};

function CvChoice({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('industryAnalysis');
  const { date } = useDateFormat();
  const analyses = useAttachableCvAnalyses();

  const label = (item: TCvHistoryItem) => {
    const source = item.input.file_name ?? item.input.label ?? t('start.about.pastedText');
    const role = item.current_role ?? item.top_role;
    return role
      ? t('start.about.cvOption', { source, role, date: date(item.created_at) })
      : t('start.about.cvOptionNoRole', { source, date: date(item.created_at) });
  };

  if (analyses.isPending) {
    return (
      <Text size="sm" c="dimmed">
        <Loader size={14} mr={8} />
        {t('start.about.cvLoading')}
      </Text>
    );
  }
  if (analyses.isError) {
    return (
      <Text size="sm" c="red.8">
        {t('start.about.cvError')}
      </Text>
    );
  }
  if (analyses.items.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('start.about.noCv')}{' '}
        <Anchor component={Link} to="/me/cv-analysis/start" fw={600}>
          {t('start.about.startCv')}
        </Anchor>
      </Text>
    );
  }
  return (
    <NativeSelect
      label={t('start.about.cvLabel')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
      disabled={disabled}
      data={[
        { value: '', label: t('start.about.cvPlaceholder'), disabled: true },
        ...analyses.items.map((item) => ({ value: item.id, label: label(item) })),
      ]}
    />
  );
}

/**
 * Who is asking, optionally: one of their CV analyses or the job they do now, so the result can
 * say which of the industry's occupations fit them.
 */
export function AboutYou({
  background,
  onBackgroundChange,
  cvAnalysisId,
  onCvAnalysisChange,
  job,
  onJobChange,
  error,
  disabled,
}: TAboutYouProps) {
  const { t } = useTranslation('industryAnalysis');
  const choices: TBackground[] = ['none', 'cv', 'job'];

  return (
    <Fieldset
      legend={t('start.about.legend')}
      variant="unstyled"
      disabled={disabled}
      classNames={{ root: classes.fieldset, legend: classes.legend }}
    >
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {t('start.about.hint')}
        </Text>
        <SegmentedControl
          fullWidth
          value={background}
          onChange={(value) => onBackgroundChange(choices.find((c) => c === value) ?? 'none')}
          data={choices.map((value) => ({ value, label: t(`start.about.choices.${value}`) }))}
          disabled={disabled}
        />
        {background === 'cv' && (
          <CvChoice
            value={cvAnalysisId}
            onChange={onCvAnalysisChange}
            error={error}
            disabled={disabled}
          />
        )}
        {background === 'job' && (
          <TextInput
            label={t('start.about.jobLabel')}
            placeholder={t('start.about.jobPlaceholder')}
            value={job}
            onChange={(event) => onJobChange(event.currentTarget.value)}
            maxLength={INDUSTRY_ANALYSIS.currentJobMaxLength}
            error={error}
            disabled={disabled}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
