import { Alert, Button, type AlertProps } from '@mantine/core';
import { IconAlert } from './icons';

type TRetryAlertProps = {
  /** What could not be loaded. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  isRetrying: boolean;
  m?: AlertProps['m'];
};

/** Something failed to load: a red notice with a button that asks again. */
export function RetryAlert({ title, retryLabel, onRetry, isRetrying, m }: TRetryAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={title} m={m}>
      <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
