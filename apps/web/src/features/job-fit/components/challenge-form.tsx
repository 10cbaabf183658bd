import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChallenge } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { canSubmitChallenge, followUpLength, isFollowUpTooLong } from '../utils/follow-up';
import classes from './chat.module.css';

type TChallengeFormProps = {
  challenge: TChallenge;
  total: number;
  /** A send is under way (the double-submit guard). */
  isGuarded: boolean;
  onSubmit: (choiceId: string, followUp: string) => void;
};

/**
 * A reflection challenge: pick one choice, optionally add up to 150 characters. The counter
 * shows n/150, and Submit stays off without a choice, over the limit, or while a send is
 * guarded (spec 001 section 5).
 */
export function ChallengeForm({ challenge, total, isGuarded, onSubmit }: TChallengeFormProps) {
  const { t } = useTranslation('jobFit');
  const [choiceId, setChoiceId] = useState<string | null>(null);
  const [followUp, setFollowUp] = useState('');
  const max = ASSESSMENT.followUpMaxLength;
  const isTooLong = isFollowUpTooLong(followUp);
  const canSubmit = canSubmitChallenge(choiceId, followUp, isGuarded);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && choiceId) onSubmit(choiceId, followUp);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="xs">
        <Text size="xs" fw={700} c="gray.7" tt="uppercase">
          {t('phase4.challengeOf', { number: challenge.challenge_number, total })}
        </Text>
        {/* The challenge's count above says what this is; the label stays for screen readers. */}
        <Radio.Group
          value={choiceId}
          onChange={setChoiceId}
          label={t('phase4.choicesLabel')}
          classNames={{ label: classes.hiddenLabel }}
        >
          <div className={classes.options} data-columns>
            {challenge.choices.map((choice) => (
              <Radio.Card
                key={choice.id}
                value={choice.id}
                className={`${classes.option} ${classes.choice}`}
                radius="md"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Text size="sm">{choice.text}</Text>
                </Group>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>
        <Textarea
          label={challenge.follow_up || t('phase4.followUpLabel')}
          placeholder={t('phase4.optional', { max })}
          autosize
          minRows={1}
          maxRows={3}
          value={followUp}
          onChange={(event) => setFollowUp(event.currentTarget.value)}
          error={isTooLong ? t('phase4.tooLong', { max }) : undefined}
        />
        <Group justify="space-between" gap="xs" className={classes.formActions}>
          <Text
            size="xs"
            c={isTooLong ? 'red.8' : 'gray.7'}
            className={classes.counter}
            aria-live="polite"
          >
            {t('phase4.counter', { count: followUpLength(followUp), max })}
          </Text>
          <Group gap="sm">
            {choiceId === null && (
              <Text size="xs" c="gray.7">
                {t('phase4.chooseFirst')}
              </Text>
            )}
            <Button type="submit" radius="md" disabled={!canSubmit} loading={isGuarded}>
              {t('phase4.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
