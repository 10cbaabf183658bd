import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createIcon, IconCheck } from '../../../shared/ui/icons';
import { shortenId } from '../utils/webhook-event-format';
import classes from './webhook-events.module.css';

const IconCopy = createIcon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
  16,
);

type TCopyableIdProps = {
  value: string;
  /** Show it whole (the detail panel) rather than shortened (the list). */
  isFull?: boolean;
};

/** An id in monospace with a button that copies all of it, to look it up in the provider's dashboard. */
export function CopyableId({ value, isFull = false }: TCopyableIdProps) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <Group gap={2} wrap="nowrap" className={classes.id}>
      <Text
        span
        size="xs"
        ff="monospace"
        title={isFull ? undefined : value}
        className={isFull ? classes.idFull : classes.idShort}
      >
        {isFull ? value : shortenId(value)}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('ids.copied') : t('ids.copy', { value })} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              aria-label={t('ids.copy', { value })}
              onClick={(event: MouseEvent) => {
                // The button sits in a clickable row: copying must not also open the event.
                event.stopPropagation();
                copy();
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
