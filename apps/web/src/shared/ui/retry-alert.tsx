import { Alert, Button, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from './icons';

type TRetryAlertProps = {
  /** What could not be loaded. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  isRetrying: boolean;
  /** Why it failed, when there is something to say (the server's reason). */
  detail?: ReactNode;
  /** `alert` where the failure follows the user's own action and must be announced. */
  role?: AlertProps['role'];
  m?: AlertProps['m'];
};

/** Something failed to load: a red notice with a button that asks again. */
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
  isRetrying,
  detail,
  role,
  m,
}: TRetryAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={title}
      role={role}
      m={m}
    >
      {detail}
      <div>
        <Button
          size="xs"
          color="red"
          variant="white"
          mt={detail ? 'xs' : undefined}
          onClick={onRetry}
          loading={isRetrying}
        >
          {retryLabel}
        </Button>
      </div>
    </Alert>
  );
}
