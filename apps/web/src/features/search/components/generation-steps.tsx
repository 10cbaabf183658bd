import { Loader, Text } from '@mantine/core';
import type { TGenerationStage } from '@irreplaceable/contracts/jobs/search-job';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isInProgress, type TJobEntry } from '../utils/job-entries';
import { IconCheck } from './search-icons';
import classes from './generation-steps.module.css';

function stepLabel(stage: TGenerationStage, entry: TJobEntry, t: TFunction): string {
  if (stage !== 'done') return t(`search.progress.steps.${stage}`);
  if (!entry.engine) return t('search.progress.steps.done');
  return entry.engine.kind === 'builtin'
    ? t('search.progress.steps.doneBuiltin')
    : t('search.progress.steps.doneBy', { engine: entry.engine.label });
}

/**
 * The steps of writing a new job page that the server has reported, as they arrive: only those,
 * in order, the last one marked as under way while the page is still being written. The list
 * stays once the page is ready, so a quick generation can still be read.
 */
export function GenerationSteps({ entry }: { entry: TJobEntry }) {
  const { t } = useTranslation();
  if (entry.steps.length === 0) return null;
  const isWorking = isInProgress(entry);
  const lastIndex = entry.steps.length - 1;

  return (
    <ol
      className={classes.steps}
      aria-label={t('search.progress.stepsLabel', { title: entry.title })}
    >
      {entry.steps.map((stage, index) => {
        const isCurrent = isWorking && index === lastIndex;
        return (
          <li key={stage} className={classes.step} aria-current={isCurrent ? 'step' : undefined}>
            <span className={classes.mark}>
              {isCurrent ? <Loader size={12} /> : <IconCheck size={14} />}
            </span>
            <Text size="sm" c={isCurrent ? 'dark.7' : 'dark.4'} fw={isCurrent ? 600 : 400}>
              {stepLabel(stage, entry, t)}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
