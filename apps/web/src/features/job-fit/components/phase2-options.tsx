import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPhase2Question } from '@irreplaceable/contracts/assessments/assessment';
import classes from './chat.module.css';

type TPhase2OptionsProps = {
  question: TPhase2Question;
  onChoose: (optionId: string) => void;
};

/** The options of the phase-2 question on screen; one click answers it. */
export function Phase2Options({ question, onChoose }: TPhase2OptionsProps) {
  const { t } = useTranslation('jobFit');
  const labelId = `phase2-${question.id}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} c="gray.7" tt="uppercase" id={labelId}>
          {t('phase2.questionOf', { number: question.question_order, total: question.total })}
        </Text>
        <Text size="xs" c="lagoon.8" fw={600}>
          {question.category_name}
        </Text>
      </Group>
      <div role="group" aria-labelledby={labelId} className={classes.options}>
        {question.options.map((option) => (
          <UnstyledButton
            key={option.id}
            className={classes.option}
            onClick={() => onChoose(option.id)}
          >
            {option.text}
          </UnstyledButton>
        ))}
      </div>
    </Stack>
  );
}
