import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminCreditUser, TCreditKind } from '@irreplaceable/contracts/credits/credits';

export type TCreditAdjustment = {
  direction: 'grant' | 'takeBack';
  kind: TCreditKind;
  amount: number;
  note: string;
};

type TCreditConfirmModalProps = {
  adjustment: TCreditAdjustment | null;
  user: TAdminCreditUser;
  isSaving: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Says exactly what will change, and to what, before any credit moves. */
export function CreditConfirmModal(props: TCreditConfirmModalProps) {
  const { adjustment, user, isSaving, onConfirm, onClose } = props;
  const { t } = useTranslation('adminCredit');
  const change = adjustment
    ? adjustment.direction === 'grant'
      ? adjustment.amount
      : -adjustment.amount
    : 0;
  const after = {
    paid: user.balance.paid + (adjustment?.kind === 'paid' ? change : 0),
    free: user.balance.free + (adjustment?.kind === 'free' ? change : 0),
  };

  return (
    <Modal opened={adjustment !== null} onClose={onClose} title={t('confirm.title')} centered>
      {adjustment && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t(adjustment.direction === 'grant' ? 'confirm.grant' : 'confirm.takeBack', {
              count: adjustment.amount,
              kind: t(`adjust.kindWords.${adjustment.kind}`),
              email: user.email,
            })}
          </Text>
          <Text size="sm">{t('confirm.after', after)}</Text>
          {adjustment.note && (
            <Text size="sm" c="gray.7">
              {t('confirm.note', { note: adjustment.note })}
            </Text>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button
          color={adjustment?.direction === 'takeBack' ? 'red' : undefined}
          loading={isSaving}
          onClick={onConfirm}
        >
          {t('confirm.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
