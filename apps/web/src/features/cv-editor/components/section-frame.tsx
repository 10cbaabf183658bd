import { ActionIcon, Badge, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDown, IconTrash, IconUp } from './editor-icons';
import classes from './cv-editor.module.css';

type TSectionFrameProps = {
  title: string;
  required?: boolean;
  /** Reordering and hiding; absent for the basic information, which always leads. */
  order?: {
    isFirst: boolean;
    isLast: boolean;
    hidden: boolean;
    onMove: (step: -1 | 1) => void;
    onHidden: (hidden: boolean) => void;
  };
  children: ReactNode;
};

/** One section of the editor: its title, its place in the CV, whether the CV shows it. */
export function SectionFrame({ title, required, order, children }: TSectionFrameProps) {
  const { t } = useTranslation('cvEditor');
  return (
    <Paper withBorder component="section" aria-label={title} className={classes.section}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="sm">
        <Group gap={8} wrap="nowrap">
          <Title order={2} className={classes.sectionTitle}>
            {title}
          </Title>
          {required ? (
            <Badge size="xs" variant="light" color="gray">
              {t('required')}
            </Badge>
          ) : null}
        </Group>
        {order ? (
          <Group gap={4} wrap="nowrap">
            <Switch
              size="xs"
              checked={!order.hidden}
              onChange={(event) => order.onHidden(!event.currentTarget.checked)}
              aria-label={t('section.shown', { name: title })}
              mr={4}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={order.isFirst}
              onClick={() => order.onMove(-1)}
              aria-label={t('section.up', { name: title })}
            >
              <IconUp />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={order.isLast}
              onClick={() => order.onMove(1)}
              aria-label={t('section.down', { name: title })}
            >
              <IconDown />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <Stack gap="sm" className={order?.hidden ? classes.hiddenSection : undefined}>
        {order?.hidden ? <p className={classes.hiddenNote}>{t('section.hidden')}</p> : null}
        {children}
      </Stack>
    </Paper>
  );
}

type TEntryListProps<T> = {
  items: T[];
  addLabel: string;
  onAdd: () => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  children: (item: T, index: number) => ReactNode;
  /** Entries that are a single row (skills, languages) sit tighter. */
  compact?: boolean;
  maxItems: number;
};

/** A list of entries that can be added, moved and removed. */
export function EntryList<T>({
  items,
  addLabel,
  onAdd,
  onMove,
  onRemove,
  children,
  compact,
  maxItems,
}: TEntryListProps<T>) {
  const { t } = useTranslation('cvEditor');
  return (
    <Stack gap={compact ? 6 : 'sm'}>
      {items.map((item, index) => (
        <div key={index} className={compact ? classes.rowEntry : classes.entry}>
          <div className={classes.entryFields}>{children(item, index)}</div>
          <Group gap={2} wrap="nowrap" className={classes.entryControls}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
              aria-label={t('entry.up')}
            >
              <IconUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              disabled={index === items.length - 1}
              onClick={() => onMove(index, 1)}
              aria-label={t('entry.down')}
            >
              <IconDown size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={() => onRemove(index)}
              aria-label={t('entry.remove')}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        </div>
      ))}
      {items.length < maxItems ? (
        <button type="button" className={classes.addButton} onClick={onAdd}>
          + {addLabel}
        </button>
      ) : null}
    </Stack>
  );
}
