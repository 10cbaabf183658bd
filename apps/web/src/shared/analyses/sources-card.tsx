import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSource } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import classes from './analysis-result.module.css';

type TSourcesCardProps = {
  sources: TSource[];
  /** What the figures are and where they come from, in the kind's words. */
  note: string;
  /** The methodology section that explains the kind's figures. */
  method: { to: string; label: string };
};

/** Where every figure comes from, with a link to how they are worked out. */
export function SourcesCard({ sources, note, method }: TSourcesCardProps) {
  const { t } = useTranslation('analyses');
  return (
    <Paper withBorder className={classes.card}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('sources.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {note}
        </Text>
        <List size="sm" spacing={4}>
          {sources.map((source) => (
            <List.Item key={source.id}>
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={method.to} size="sm" fw={600}>
          {method.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}
