import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import { useNavigate } from 'react-router';
import type {
  TPersonalAnalysisKind,
  TPersonalAnalysisMode,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import { formatDateTime } from '../i18n/format-date-time';
import { useDateFormat } from '../i18n/use-date-format';
import { useLanguage } from '../i18n/use-language';
import { historyPath } from './analysis-kinds';
import { DeleteAnalysisButton } from './delete-analysis-button';
import classes from './analysis-result.module.css';

type TResultHeaderProps = {
  kind: TPersonalAnalysisKind;
  analysis: {
    id: string;
    mode: TPersonalAnalysisMode;
    created_at: string;
    expires_at: string | null;
    result: { engine: TEngine } | null;
  };
  title: ReactNode;
  /** Lines under the title that only this kind has. */
  children?: ReactNode;
  /** Buttons beside Delete. */
  actions?: ReactNode;
  deleteConfirmBody: string;
};

/** The result's title line: when, which mode, who wrote it, until when, and what can be done. */
export function AnalysisResultHeader({
  kind,
  analysis,
  title,
  children,
  actions,
  deleteConfirmBody,
}: TResultHeaderProps) {
  const { t } = useTranslation('analyses');
  const { date } = useDateFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const engine = analysis.result?.engine;

  return (
    <div className={classes.header}>
      <div className={classes.headerText}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
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
            {engine.fallback_reason === BUDGET_FALLBACK_REASONS.daySpent
              ? t('result.budgetSpent')
              : t('result.fallback', { reason: engine.fallback_reason })}
          </Text>
        )}
        {analysis.expires_at && (
          <Text size="sm" c="orange.9" mt={4}>
            {t('result.expires', { date: formatDateTime(analysis.expires_at, language) })}
          </Text>
        )}
      </div>
      <Group gap="xs" className={classes.headerActions}>
        {actions}
        <DeleteAnalysisButton
          kind={kind}
          analysisId={analysis.id}
          confirmBody={deleteConfirmBody}
          onDeleted={() => void navigate(historyPath(kind))}
        />
      </Group>
    </div>
  );
}
