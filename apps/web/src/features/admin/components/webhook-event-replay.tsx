import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminWebhookEvent } from '@irreplaceable/contracts/admin/webhook-events';
import type { TWebhookEventStatus } from '@irreplaceable/contracts/payments/payment-statuses';
import { serverMessage } from '../../../shared/api/api-error';
import { useReplayWebhookEvent } from '../api/replay-webhook-event';

const RESULT_COLORS: Record<TWebhookEventStatus, string> = {
  processed: 'green',
  ignored: 'gray',
  failed: 'red',
};

type TReplayResult = { before: TWebhookEventStatus; after: TWebhookEventStatus };

/**
 * Runs the event again after a confirmation that says why that is safe, then says what became of
 * it. The confirmation sits in the panel rather than in a dialog over it, which suits a phone.
 */
export function WebhookEventReplay({ event }: { event: TAdminWebhookEvent }) {
  const { t } = useTranslation('adminWebhooks');
  const replay = useReplayWebhookEvent();
  const [isConfirming, setIsConfirming] = useState(false);
  const [result, setResult] = useState<TReplayResult | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const confirmTitleId = useId();
  const statusName = (status: TWebhookEventStatus) => t(`status.${status}`);
  const resultText = ({ before, after }: TReplayResult) => {
    if (before !== after) {
      return t('replay.changed', { before: statusName(before), after: statusName(after) });
    }
    return after === 'processed'
      ? t('replay.unchangedProcessed')
      : t('replay.unchanged', { status: statusName(after) });
  };

  // The button pressed gives way to another: the keyboard's place moves to it.
  const shouldReturnFocus = useRef(false);
  useEffect(() => {
    if (isConfirming) confirmButton.current?.focus();
    else if (shouldReturnFocus.current) startButton.current?.focus();
    shouldReturnFocus.current = false;
  }, [isConfirming]);
  const closeConfirmation = () => {
    shouldReturnFocus.current = true;
    setIsConfirming(false);
  };

  const handleConfirm = () => {
    const before = event.status;
    replay.mutate(event.id, {
      onSuccess: (replayed) => setResult({ before, after: replayed.status }),
      onSettled: closeConfirmation,
    });
  };

  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('replay.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('replay.intro')}
      </Text>

      {result && (
        <Alert
          role="status"
          variant="light"
          color={RESULT_COLORS[result.after]}
          title={t('replay.resultTitle')}
        >
          {resultText(result)}
        </Alert>
      )}
      {replay.isError && (
        <Alert role="alert" variant="light" color="red" title={t('replay.failed')}>
          {serverMessage(replay.error)}
        </Alert>
      )}

      {isConfirming ? (
        <Paper withBorder p="md" radius="md" role="group" aria-labelledby={confirmTitleId}>
          <Stack gap="xs">
            <Text fw={650} id={confirmTitleId}>
              {t('replay.confirmTitle')}
            </Text>
            <Text size="sm">{t('replay.confirmSafe')}</Text>
            {event.status === 'processed' && <Text size="sm">{t('replay.confirmProcessed')}</Text>}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={closeConfirmation} disabled={replay.isPending}>
                {t('replay.cancel')}
              </Button>
              <Button ref={confirmButton} loading={replay.isPending} onClick={handleConfirm}>
                {t('replay.confirm')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <div>
          <Button
            ref={startButton}
            variant="light"
            onClick={() => {
              setResult(null);
              replay.reset();
              setIsConfirming(true);
            }}
          >
            {t('replay.button')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
