import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TCloseConfirmProps = {
  isOpen: boolean;
  isLeaving: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/** Asked before leaving a conversation: the progress is lost for good (spec 001 section 2). */
export function CloseConfirm({ isOpen, isLeaving, onStay, onLeave }: TCloseConfirmProps) {
  const { t } = useTranslation('jobFit');
  return (
    <Modal
      opened={isOpen}
      onClose={onStay}
      title={t('close.title')}
      centered
      size="sm"
      zIndex={300}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm">{t('close.body')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" radius="xl" onClick={onStay}>
          {t('close.cancel')}
        </Button>
        <Button color="red" radius="xl" loading={isLeaving} onClick={onLeave}>
          {t('close.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
