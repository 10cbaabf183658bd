import {
  Button,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDITS } from '@irreplaceable/contracts/constants';
import type {
  TAdminCreditUser,
  TAdminGrantResponse,
  TCreditKind,
} from '@irreplaceable/contracts/credits/credits';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useGrantCredit } from '../api/grant-credit';
import { CreditConfirmModal, type TCreditAdjustment } from './credit-confirm-modal';

type TDirection = 'grant' | 'takeBack';

type TCreditAdjustFormProps = {
  user: TAdminCreditUser;
  onDone: (result: TAdminGrantResponse) => void;
};

/**
 * Grant or take back one kind of credit. The change is reviewed in a dialog before it is sent,
 * and taking back more than the account holds is stopped here as well as on the server.
 */
export function CreditAdjustForm({ user, onDone }: TCreditAdjustFormProps) {
  const { t } = useTranslation('adminCredit');
  const grant = useGrantCredit();
  const [direction, setDirection] = useState<TDirection>('grant');
  const [kind, setKind] = useState<TCreditKind>('paid');
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<TCreditAdjustment | null>(null);

  const available = user.balance[kind];
  const kindWord = t(`adjust.kindWords.${kind}`);
  const isWhole =
    typeof amount === 'number' &&
    Number.isInteger(amount) &&
    amount >= 1 &&
    amount <= CREDITS.adminGrantMax;
  const isTooMuch = isWhole && direction === 'takeBack' && amount > available;
  const amountError =
    amount === ''
      ? null
      : !isWhole
        ? t('adjust.amountInvalid', { max: CREDITS.adminGrantMax })
        : isTooMuch
          ? t('adjust.tooMuch', { count: available, kind: kindWord })
          : null;

  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    if (!isWhole || isTooMuch) return;
    setPending({ direction, kind, amount, note: note.trim() });
  };

  const handleConfirm = () => {
    if (!pending) return;
    const signed = pending.direction === 'grant' ? pending.amount : -pending.amount;
    grant.mutate(
      {
        user_id: user.user_id,
        amount: signed,
        kind: pending.kind,
        ...(pending.note && { note: pending.note }),
      },
      {
        onSuccess: (result) => {
          notify(
            'success',
            t(pending.direction === 'grant' ? 'done.granted' : 'done.takenBack', {
              count: pending.amount,
              kind: t(`adjust.kindWords.${pending.kind}`),
              email: user.email,
            }),
          );
          setPending(null);
          setAmount('');
          setNote('');
          onDone(result);
        },
        onError: (error) =>
          notify(
            'error',
            (isApiError(error) && error.suggestion) || serverMessage(error) || t('done.failed'),
          ),
      },
    );
  };

  return (
    <>
      <form onSubmit={handleReview} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('adjust.title')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="credit-direction">
              {t('adjust.direction')}
            </Text>
            <SegmentedControl
              aria-labelledby="credit-direction"
              value={direction}
              onChange={(value) => setDirection(value === 'takeBack' ? 'takeBack' : 'grant')}
              data={[
                { value: 'grant', label: t('adjust.grant') },
                { value: 'takeBack', label: t('adjust.takeBack') },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="credit-kind">
              {t('adjust.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="credit-kind"
              value={kind}
              onChange={(value) => setKind(value === 'free' ? 'free' : 'paid')}
              data={[
                { value: 'paid', label: t('adjust.kinds.paid') },
                { value: 'free', label: t('adjust.kinds.free') },
              ]}
            />
          </Stack>
          <NumberInput
            label={t('adjust.amount')}
            value={amount}
            onChange={setAmount}
            min={1}
            max={CREDITS.adminGrantMax}
            allowDecimal={false}
            allowNegative={false}
            error={amountError}
          />
          <TextInput
            label={t('adjust.note')}
            placeholder={t('adjust.notePlaceholder')}
            value={note}
            maxLength={CREDITS.noteMaxLength}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Button type="submit" disabled={!isWhole || isTooMuch}>
            {t('adjust.review')}
          </Button>
        </Stack>
      </form>
      <CreditConfirmModal
        adjustment={pending}
        user={user}
        isSaving={grant.isPending}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
