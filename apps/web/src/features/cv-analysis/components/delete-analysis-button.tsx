import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useDeleteCvAnalysis } from '../api/delete-cv-analysis';
import { IconTrash } from './cv-icons';

type TDeleteAnalysisButtonProps = {
  analysisId: string;
  size?: ButtonProps['size'];
  /** After the server has deleted it (the result page leaves for the history). */
  onDeleted?: () => void;
};

/** Delete, with a confirmation that says the file, its text and the result go for good. */
export function DeleteAnalysisButton({
  analysisId,
  size = 'sm',
  onDeleted,
}: TDeleteAnalysisButtonProps) {
  const { t } = useTranslation('cvAnalysis');
  const remove = useDeleteCvAnalysis();
  const [confirming, setConfirming] = useState(false);

  const handleDelete = () =>
    remove.mutate(analysisId, {
      onSuccess: () => {
        setConfirming(false);
        notify('success', t('result.deleted'));
        onDeleted?.();
      },
      onError: (error) => notify('error', serverMessage(error) ?? t('result.deleteFailed')),
    });

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size={size}
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        {t('result.delete')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('result.deleteConfirmTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('result.deleteConfirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('result.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={handleDelete}>
              {t('result.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
