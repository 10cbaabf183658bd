import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextWithLinks } from '../../../shared/ui/text-with-links';

export function TermsNote() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="center">
      <TextWithLinks
        text={t('auth.login.termsNote')}
        links={{
          terms: (label) => (
            <Anchor component={Link} to="/terms#terms" size="xs" underline="always">
              {label}
            </Anchor>
          ),
          privacy: (label) => (
            <Anchor component={Link} to="/terms#privacy" size="xs" underline="always">
              {label}
            </Anchor>
          ),
        }}
      />
    </Text>
  );
}
