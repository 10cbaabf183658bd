import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import classes from './cv-result.module.css';

/** Where every figure comes from, and what the U.S. figures are. */
export function SourcesCard({ result }: { result: TCvResult }) {
  const { t } = useTranslation('cvAnalysis');
  return (
    <Paper withBorder className={classes.card}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('sources.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('sources.usFigures', { version: result.formula_version })}
        </Text>
        <List size="sm" spacing={4}>
          {result.sources.map((source) => (
            <List.Item key={source.id}>
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={t('sources.methodLink')} size="sm" fw={600}>
          {t('sources.method')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
