import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { notify } from '../../../shared/ui/notify';
import { openSavedCv, useDeleteSavedCv, useSavedCvs } from '../api/saved-cvs';
import { toDraft, useLocalCv } from '../state/local-cv-store';
import classes from './cv-editor.module.css';

/** The copies saved on the server: open one into the editor (undoable) or delete it. */
export function SavedCopies({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cvEditor');
  const { date } = useDateFormat();
  const saved = useSavedCvs(true);
  const remove = useDeleteSavedCv();
  const replace = useLocalCv((state) => state.replace);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (id: string, name: string) => {
    setOpening(id);
    try {
      const copy = await openSavedCv(id);
      replace(toDraft(copy.cv));
      notify('success', t('saved.opened', { name }));
      onClose();
    } catch {
      notify('error', t('saved.loadError'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('saved.title')} centered size="lg">
      {saved.isPending ? (
        <Loader size="sm" />
      ) : saved.isError ? (
        <Alert color="red" variant="light">
          {t('saved.loadError')}
        </Alert>
      ) : saved.data.items.length === 0 ? (
        <Text c="dimmed">{t('saved.empty')}</Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.savedList}>
          {saved.data.items.map((copy) => (
            <Group
              key={copy.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              className={classes.savedRow}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {copy.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[copy.title, date(copy.created_at)].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  loading={opening === copy.id}
                  onClick={() => void open(copy.id, copy.name)}
                >
                  {t('saved.open')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === copy.id}
                  onClick={() => {
                    if (window.confirm(t('saved.confirmDelete', { name: copy.name })))
                      remove.mutate(copy.id);
                  }}
                >
                  {t('saved.delete')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
