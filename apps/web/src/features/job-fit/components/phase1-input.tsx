import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { TPhase1Prompt } from '../store/session-types';
import classes from './chat.module.css';

type TPhase1InputProps = {
  prompt: TPhase1Prompt;
  onAnswer: (answer: string) => void;
};

/** A phase-1 answer: one of the quick options, or the user's own words. */
export function Phase1Input({ prompt, onAnswer }: TPhase1InputProps) {
  const { t } = useTranslation('jobFit');
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';

  const send = () => {
    if (isEmpty) return;
    onAnswer(text);
    setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Enter sends, Shift+Enter starts a new line, as in any chat.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack gap="sm">
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {t('phase1.questionOf', { number: prompt.number })}
      </Text>
      {prompt.options.length > 0 && (
        <div role="group" aria-label={t('phase1.quickAnswers')} className={classes.quick}>
          {prompt.options.map((option) => (
            <Button
              key={option}
              variant="light"
              radius="xl"
              size="sm"
              className={classes.quickButton}
              onClick={() => onAnswer(option)}
            >
              {option}
            </Button>
          ))}
        </div>
      )}
      <form onSubmit={handleSubmit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Textarea
            flex={1}
            autosize
            minRows={1}
            maxRows={4}
            radius="md"
            aria-label={t('phase1.answerLabel')}
            placeholder={t('phase1.placeholder')}
            maxLength={ASSESSMENT.phase1AnswerMaxLength}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
          <Button type="submit" radius="md" disabled={isEmpty}>
            {t('phase1.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
