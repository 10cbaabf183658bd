import {
  Badge,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalysisStage } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TSocketStatus } from '../realtime/socket-client';
import { IconCheck } from '../ui/icons';
import classes from './analysis-result.module.css';

/** The steps an analysis goes through, as the server reports them. */
const STAGES = ['queued', 'reading', 'matching', 'ranking', 'writing', 'saving'] as const;
export type TWorkStage = (typeof STAGES)[number];

type TProgressCardProps = {
  analysis: { progress: number; stage: TAnalysisStage };
  socket: TSocketStatus;
  title: string;
  intro: string;
  /** What the kind does at each step ("Reading your CV"). */
  stageLabel: (stage: TWorkStage) => string;
};

/**
 * An analysis at work: the steps it has really passed (from the server), the one it is on, and
 * how far it is; "live" when the socket brings them, else the page asks every few seconds.
 */
export function AnalysisProgressCard({
  analysis,
  socket,
  title,
  intro,
  stageLabel,
}: TProgressCardProps) {
  const { t } = useTranslation('analyses');
  const current = STAGES.indexOf(analysis.stage as TWorkStage);
  // "Writing" happens only when a model writes the words; without one it is not a step at all.
  const shown = STAGES.filter((stage) => stage !== 'writing' || analysis.stage === 'writing');

  return (
    <Paper withBorder className={classes.card} aria-live="polite" aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {intro}
            </Text>
          </div>
          <Badge
            variant="light"
            color={socket === 'open' ? 'lagoon' : 'gray'}
            radius="sm"
            className={classes.liveBadge}
          >
            {socket === 'open' ? t('progress.live') : t('progress.polling')}
          </Badge>
        </Group>
        <Progress
          value={analysis.progress}
          size="lg"
          radius="xl"
          striped
          animated
          aria-label={t('progress.percent', { percent: analysis.progress })}
        />
        <Text size="sm" fw={600}>
          {t('progress.percent', { percent: analysis.progress })}
        </Text>
        <ol className={classes.stages}>
          {shown.map((stage) => {
            const index = STAGES.indexOf(stage);
            const state = index < current ? 'done' : index === current ? 'active' : 'waiting';
            return (
              <li key={stage} className={classes.stage} data-state={state}>
                <ThemeIcon
                  size={24}
                  radius="xl"
                  variant={state === 'done' ? 'filled' : 'light'}
                  color={state === 'waiting' ? 'gray' : 'lagoon'}
                >
                  {state === 'done' ? (
                    <IconCheck size={14} />
                  ) : state === 'active' ? (
                    <Loader size={12} color="lagoon" />
                  ) : null}
                </ThemeIcon>
                <Text
                  size="sm"
                  fw={state === 'active' ? 700 : 500}
                  c={state === 'waiting' ? 'dimmed' : undefined}
                >
                  {stageLabel(stage)}
                </Text>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Paper>
  );
}
