import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOwnFeedback } from '@irreplaceable/contracts/analyses/personal-analysis';
import { FEEDBACK } from '@irreplaceable/contracts/constants';
import type { TFeedbackSubject } from '@irreplaceable/contracts/feedback/feedback';
import { serverMessage } from '../api/api-error';
import { IconAlert, IconCheck } from '../ui/icons';
import { useGiveFeedback } from './give-feedback';
import { StarRating, Stars } from './star-rating';
import classes from './feedback-card.module.css';

type TFeedbackCardProps = {
  subject: TFeedbackSubject;
  subjectId: string;
  /** Feedback already given, shown instead of the form. */
  given: TOwnFeedback | null;
  /** Called once the feedback is stored (the page reloads what shows it). */
  onGiven?: () => void;
};

/**
 * A 1–5 rating and a comment under a finished analysis or report; the first on each earns free
 * credits (FEEDBACK in contracts), which the card then says.
 */
export function FeedbackCard({ subject, subjectId, given, onGiven }: TFeedbackCardProps) {
  const { t } = useTranslation('feedback');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useGiveFeedback(onGiven);
  const answer = send.data;
  const title = t(subject === 'job_fit' ? 'titles.report' : 'titles.analysis');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setMissing(true);
    setMissing(false);
    send.mutate({ subject, subject_id: subjectId, rating, comment });
  };

  if (given || answer) {
    const stars = given?.rating ?? rating;
    const reward = answer?.rewarded_credits ?? given?.rewarded_credits ?? 0;
    return (
      <Paper withBorder className={classes.card}>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Stars value={stars} label={t('yours', { rating: stars })} />
          <Text size="sm" c="gray.7">
            {t('yours', { rating: stars })}
          </Text>
          {answer && (
            <Alert color="lagoon" variant="light" icon={<IconCheck size={18} />} role="status">
              {reward > 0 ? t('rewarded', { count: reward }) : (answer.reward_note ?? t('thanks'))}
            </Alert>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder className={classes.card} component="form" onSubmit={handleSubmit}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('intro')}
          </Text>
        </div>
        <StarRating
          label={t('rating')}
          value={rating}
          onChange={setRating}
          starLabel={(value) => t('star', { rating: value })}
        />
        <Textarea
          label={t('comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={FEEDBACK.commentMaxLength}
          autosize
          minRows={2}
          maxRows={6}
        />
        {(missing || send.isError) && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {missing ? t('needRating') : (serverMessage(send.error) ?? t('failed'))}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
