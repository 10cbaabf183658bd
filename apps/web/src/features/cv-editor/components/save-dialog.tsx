import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { useCreditBalance } from '../../../shared/credits/get-credit-balance';
import { recordTopUpIntent } from '../../../shared/credits/top-up-records';
import { notify } from '../../../shared/ui/notify';
import { useSaveCv } from '../api/saved-cvs';

/**
 * Saving a copy on the server, with its price said before the click (spec 000 section 9): one
 * purchased credit. Without one, the person is sent to top up and brought back here.
 */
export function SaveDialog({ cv, onClose }: { cv: TCvDocument; onClose: () => void }) {
  const { t } = useTranslation('cvEditor');
  const balance = useCreditBalance();
  const save = useSaveCv();
  const [requestId] = useState(() => crypto.randomUUID());
  const [name, setName] = useState(() =>
    [cv.basics.label, new Date().toISOString().slice(0, 10)].filter(Boolean).join(' · '),
  );
  const paid = balance.data?.paid ?? null;
  const noPaid =
    paid === 0 || (isApiError(save.error) && save.error.errorType === 'paid_credit_required');

  const submit = () =>
    save.mutate(
      { cv, name: name.trim(), requestId },
      {
        onSuccess: (answer) => {
          notify('success', t('save.saved', { paid: answer.balance.paid }));
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('save.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('save.cost')}</Text>
        {paid !== null ? (
          <Text size="sm" fw={600}>
            {t('save.balance', { paid })}
          </Text>
        ) : null}
        <TextInput
          label={t('save.name')}
          maxLength={CV_EDITOR.savedNameMax}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        {noPaid ? (
          <Alert color="yellow" variant="light">
            {t('save.noPaid')}{' '}
            <Anchor
              component={Link}
              to="/me/credit"
              fw={600}
              onClick={() =>
                recordTopUpIntent({
                  featureName: 'cv_editor',
                  sourcePath: '/me/cv-editor',
                  sourceName: t('title'),
                })
              }
            >
              {t('save.topUp')}
            </Anchor>
          </Alert>
        ) : save.isError ? (
          <Alert color="red" variant="light">
            {serverMessage(save.error) ?? t('save.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('save.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={noPaid || name.trim() === '' || balance.isLoading}
          >
            {t('save.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
