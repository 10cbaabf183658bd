import { Container, Flex, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconShield } from '../../../shared/ui/icons';

const HIGHLIGHT_KEYS = [
  'home.highlights.research',
  'home.highlights.analysts',
  'home.highlights.bilingual',
] as const;

export function HomeHighlights() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pb={{ base: 48, sm: 80 }}>
      <Flex
        component="ul"
        direction={{ base: 'column', sm: 'row' }}
        align="center"
        justify="center"
        gap={{ base: 'sm', sm: 'xl' }}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {HIGHLIGHT_KEYS.map((key) => (
          <Group key={key} component="li" gap={8} wrap="nowrap">
            <IconShield size={18} color="var(--mantine-color-lagoon-7)" />
            <Text size="sm" c="dark.4" fw={500}>
              {t(key)}
            </Text>
          </Group>
        ))}
      </Flex>
    </Container>
  );
}
