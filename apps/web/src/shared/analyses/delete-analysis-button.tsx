import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import { serverMessage } from '../api/api-error';
import { IconTrash } from '../ui/icons';
import { notify } from '../ui/notify';
import { useDeleteAnalysis } from './delete-analysis';

type TDeleteAnalysisButtonProps = {
  kind: TPersonalAnalysisKind;
  analysisId: string;
  /** What goes for good with it ("your CV file, its text and the result"). */
  confirmBody: string;
  size?: ButtonProps['size'];
  /** After the server has deleted it (the result page leaves for the history). */
  onDeleted?: () => void;
};

/** Delete, with a confirmation that says what goes for good. */
export function DeleteAnalysisButton({
  kind,
  analysisId,
  confirmBody,
  size = 'sm',
  onDeleted,
}: TDeleteAnalysisButtonProps) {
  const { t } = useTranslation('analyses');
  const remove = useDeleteAnalysis(kind);
  const [confirming, setConfirming] = useState(false);

  const handleDelete = () =>
    remove.mutate(analysisId, {
      onSuccess: () => {
        setConfirming(false);
        notify('success', t('delete.deleted'));
        onDeleted?.();
      },
      onError: (error) => notify('error', serverMessage(error) ?? t('delete.failed')),
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
        {t('delete.action')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.confirmTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{confirmBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('delete.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={handleDelete}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
