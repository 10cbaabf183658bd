import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TIndustryFactor,
  TIndustryResult,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { IconSparkles } from '../../../shared/ui/icons';
import classes from './industry-result.module.css';

const SHOWN = 6;

function Factor({ factor }: { factor: TIndustryFactor }) {
  const { t } = useTranslation('industryAnalysis');
  return (
    <li className={classes.factor} data-direction={factor.direction ?? undefined}>
      <Group gap={6} mb={4}>
        <Text size="sm" fw={700} mr={4}>
          {factor.title}
        </Text>
        {factor.direction && (
          <Badge
            size="sm"
            variant="light"
            radius="sm"
            color={factor.direction === 'increase' ? 'green' : 'red'}
          >
            {t(`factors.direction.${factor.direction}`)}
          </Badge>
        )}
        {factor.cites_ai && (
          <Badge
            size="sm"
            variant="filled"
            radius="sm"
            color="grape"
            leftSection={<IconSparkles size={12} />}
          >
            {t('factors.citesAi')}
          </Badge>
        )}
        <Badge size="sm" variant="outline" radius="sm" color="gray" tt="none">
          {t(`factors.scope.${factor.scope}`)}
        </Badge>
      </Group>
      <Text size="sm">{factor.text}</Text>
    </li>
  );
}

/**
 * What BLS says will move each occupation's share, those that name AI first, marking for each
 * whether BLS said it of this industry or of all industries.
 */
export function BlsFactors({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const [isOpen, setOpen] = useState(false);
  const factors = [...result.factors].sort((a, b) => Number(b.cites_ai) - Number(a.cites_ai));
  const shown = isOpen ? factors : factors.slice(0, SHOWN);

  return (
    <Paper
      withBorder
      className={analysisClasses.card}
      component="section"
      aria-labelledby="factors-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="factors-title">
            {t('factors.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('factors.intro')}
          </Text>
        </div>
        {factors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('factors.none')}
          </Text>
        ) : (
          <ul className={classes.list}>
            {shown.map((factor, index) => (
              <Factor key={`${factor.occupation_code}-${index}`} factor={factor} />
            ))}
          </ul>
        )}
        {factors.length > SHOWN && (
          <div>
            <Button variant="subtle" size="xs" onClick={() => setOpen(!isOpen)}>
              {isOpen ? t('factors.fewer') : t('factors.more', { count: factors.length - SHOWN })}
            </Button>
          </div>
        )}
        <Text size="xs" c="dimmed">
          {t('factors.source')}
        </Text>
      </Stack>
    </Paper>
  );
}
