import { Alert, Button, Collapse, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TAssessmentHistoryItem,
  TAssessmentType,
} from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconChevronDown } from '../../../shared/ui/icons';
import { useFlowStore } from '../flow/flow-store';
import { effectiveAnalyst } from '../utils/selection-rules';
import { AnalystPicker } from './analyst-picker';
import { CreditNotice } from './credit-notice';
import { JobHistoryList } from './job-history-list';
import { ModeToggle } from './mode-toggle';
import classes from './selection.module.css';

type TSelectionStageProps = {
  jobId: number;
  personas: TAnalystsById;
  onStart: (mode: TAssessmentType, analystId: TAnalystId) => void;
  onContinue: (item: TAssessmentHistoryItem) => void;
};

/** Mode, analyst, start, and the past analyses of this job (spec 001 section 2, "Selection"). */
export function SelectionStage({ jobId, personas, onStart, onContinue }: TSelectionStageProps) {
  const { t } = useTranslation('jobFit');
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyRef = useRef<HTMLDivElement>(null);
  const { isCreditShort, mode, chosen } = useFlowStore(
    useShallow((state) => ({
      isCreditShort: state.isCreditShort,
      mode: state.mode,
      chosen: state.chosenAnalyst,
    })),
  );
  const setMode = (value: TAssessmentType) => useFlowStore.setState({ mode: value });
  const setChosen = (value: TAnalystId) => useFlowStore.setState({ chosenAnalyst: value });
  const analystId = effectiveAnalyst(mode, chosen);
  const persona = personas[analystId];

  // The list opens below the fold of the modal: bring it into view.
  useEffect(() => {
    if (isHistoryOpen) historyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [isHistoryOpen]);

  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('selection.intro')}</Text>
      <ModeToggle mode={mode} onChange={setMode} />

      <div>
        <Text fw={700} size="sm" mb={8}>
          {t('selection.analystsLabel')}
        </Text>
        <AnalystPicker mode={mode} selected={analystId} personas={personas} onSelect={setChosen} />
        {mode === 'free' && (
          <Alert color="yellow" variant="light" mt="sm" className={classes.freeWarning}>
            {t('selection.freeOnlyGpt')}
          </Alert>
        )}
      </div>

      {isCreditShort && <CreditNotice />}

      <Button size="md" radius="xl" onClick={() => onStart(mode, analystId)}>
        {t('selection.start')}
      </Button>

      {persona && (
        <Paper
          withBorder
          p="md"
          className={classes.whyMe}
          style={{ '--analyst-color': persona.color } as CSSProperties}
        >
          <Text size="sm" fs="italic" c="gray.8">
            “{persona.quotes[0]}”
          </Text>
          <Text size="sm" fw={700} mt="sm">
            {t('selection.whyMe')}
          </Text>
          <ul className={classes.reasons}>
            {persona.why_job_fit_me.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Paper>
      )}

      <div ref={historyRef}>
        <Button
          variant="subtle"
          color="gray"
          radius="xl"
          aria-expanded={isHistoryOpen}
          rightSection={
            <IconChevronDown
              size={16}
              className={classes.chevron}
              data-open={isHistoryOpen || undefined}
            />
          }
          onClick={() => setIsHistoryOpen((value) => !value)}
        >
          {isHistoryOpen ? t('selection.hideHistory') : t('selection.showHistory')}
        </Button>
        <Collapse in={isHistoryOpen}>
          {isHistoryOpen && (
            <div className={classes.history}>
              <JobHistoryList jobId={jobId} personas={personas} onContinue={onContinue} />
            </div>
          )}
        </Collapse>
      </div>
    </Stack>
  );
}
