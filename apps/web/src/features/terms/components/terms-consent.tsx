import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectAllTermsAccepted,
  useTermsStore,
  type TTermsAcceptance,
} from '../../../shared/auth/terms-store';
import { IconShield } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';

type TTermsConsentProps = { onAccepted: () => void };

/** The accept checkboxes and "don't show again", saved in the terms state. */
export function TermsConsent({ onAccepted }: TTermsConsentProps) {
  const { t } = useTranslation('terms');
  const saveAcceptance = useTermsStore((state) => state.save);
  const isAccepted = useTermsStore(selectAllTermsAccepted);
  const [choices, setChoices] = useState<TTermsAcceptance>(() => {
    const { hasAcceptedPrivacy, hasAcceptedTerms, dontShowAgain } = useTermsStore.getState();
    return { hasAcceptedPrivacy, hasAcceptedTerms, dontShowAgain };
  });
  const [isIncomplete, setIsIncomplete] = useState(false);

  const toggle = (key: keyof TTermsAcceptance) => (event: { currentTarget: HTMLInputElement }) => {
    const checked = event.currentTarget.checked;
    setChoices((current) => ({ ...current, [key]: checked }));
    setIsIncomplete(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choices.hasAcceptedPrivacy || !choices.hasAcceptedTerms) {
      setIsIncomplete(true);
      return;
    }
    saveAcceptance(choices);
    notify('success', t('accept.saved'));
    onAccepted();
  };

  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 32 }}
      component="form"
      onSubmit={handleSubmit}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} fz={22}>
          {t('accept.title')}
        </Title>
        {isAccepted && (
          <Alert variant="light" color="lagoon" icon={<IconShield size={18} />}>
            {t('accept.accepted')}
          </Alert>
        )}
        <Checkbox
          label={t('accept.privacy')}
          checked={choices.hasAcceptedPrivacy}
          onChange={toggle('hasAcceptedPrivacy')}
        />
        <Checkbox
          label={t('accept.terms')}
          checked={choices.hasAcceptedTerms}
          onChange={toggle('hasAcceptedTerms')}
        />
        <Checkbox
          label={t('accept.dontShowAgain')}
          checked={choices.dontShowAgain}
          onChange={toggle('dontShowAgain')}
        />
        {isIncomplete && (
          <Text c="red" size="sm" role="alert">
            {t('accept.required')}
          </Text>
        )}
        <Button type="submit" size="md" maw={{ sm: 260 }}>
          {t('accept.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
