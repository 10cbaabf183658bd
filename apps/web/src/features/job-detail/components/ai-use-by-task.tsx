import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAiUseByTask, TAiUseTask, TUnseenTask } from '@irreplaceable/contracts/jobs/ai-use';
import { useLanguage } from '../../../shared/i18n/use-language';
import classes from './ai-use-by-task.module.css';

const percent = (share: number) => Math.round(share * 100);

/** A task's name in the page's language: the reviewed translation or its work activity's name. */
function taskName(task: TAiUseTask | TUnseenTask, language: string): string {
  return language === 'zh' ? task.task_zh : task.task;
}

/**
 * What people really do with AI in this job, task by task (Anthropic Economic Index): for each
 * task seen in use, how much of its use hands the work over and how much is done together with
 * AI, as one bar; then the job's core tasks nobody brings to AI yet. The advice from it is listed
 * here only when the page's written advice does not already give it.
 */
export function AiUseByTask({
  use,
  adviceInText = false,
}: {
  use: TAiUseByTask;
  /** The page's written advice is the built-in analyst's, which names these tasks itself. */
  adviceInText?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Tasks missing from the main sample come from the earlier one: the source line says so.
  const earlier = new Set(use.tasks.map((task) => task.release)).size > 1;
  return (
    <div className={classes.root}>
      <Text className={classes.summary}>{use.summary}</Text>
      {!adviceInText && use.advice.length > 0 && (
        <ul className={classes.advice}>
          {use.advice.map((item) => (
            <li key={item.kind} data-kind={item.kind}>
              {item.text}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.key} data-mode="automation" />
        {t('jobDetail.aiUse.automation')}
        <span className={classes.key} data-mode="augmentation" />
        {t('jobDetail.aiUse.augmentation')}
      </div>
      <ol className={classes.tasks}>
        {use.tasks.map((task) => (
          <li key={task.task} className={classes.task}>
            <div className={classes.taskHead}>
              <span className={classes.taskName}>{taskName(task, language)}</span>
              <span className={classes.share}>
                {t('jobDetail.aiUse.share', {
                  // A task seen in a few conversations is under 0.01 %: said so, never "0.00%".
                  share: task.share_of_use < 0.01 ? '< 0.01' : task.share_of_use.toFixed(2),
                })}
              </span>
            </div>
            <div
              className={classes.bar}
              role="img"
              aria-label={t('jobDetail.aiUse.barLabel', {
                automation: percent(task.automation),
                augmentation: percent(task.augmentation),
              })}
            >
              <span
                className={classes.part}
                data-mode="automation"
                style={{ width: `${percent(task.automation)}%` }}
              >
                {percent(task.automation) >= 12 && `${percent(task.automation)}%`}
              </span>
              <span
                className={classes.part}
                data-mode="augmentation"
                style={{ width: `${100 - percent(task.automation)}%` }}
              >
                {100 - percent(task.automation) >= 12 && `${100 - percent(task.automation)}%`}
              </span>
            </div>
          </li>
        ))}
      </ol>
      {use.unseen_tasks.length > 0 && (
        <div className={classes.unseen}>
          <Text fw={650} size="sm">
            {t('jobDetail.aiUse.unseen')}
          </Text>
          <ul>
            {use.unseen_tasks.map((task) => (
              <li key={task.task}>{taskName(task, language)}</li>
            ))}
          </ul>
        </div>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t(earlier ? 'jobDetail.aiUse.sourceMixed' : 'jobDetail.aiUse.source', {
          release: use.release,
          covered: use.tasks_covered,
          total: use.tasks_total,
        })}
      </Text>
    </div>
  );
}
