import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TDeleteNewsModalProps = {
  title: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an article, its likes and its comments are deleted for good. */
export function DeleteNewsModal({ title, isDeleting, onConfirm, onClose }: TDeleteNewsModalProps) {
  const { t } = useTranslation('adminNews');
  return (
    <Modal opened={title !== null} onClose={onClose} title={t('delete.title')} centered>
      <Text size="sm">{t('delete.body', { title: title ?? '' })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" loading={isDeleting} onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
