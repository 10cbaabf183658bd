import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Shown while a navigation away from unsaved edits is held. */
export function LeaveEditorModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('adminNews');
  const isOpen = blocker.state === 'blocked';
  return (
    <Modal opened={isOpen} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
