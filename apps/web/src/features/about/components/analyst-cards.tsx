import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { useAnalysts } from '../../../shared/analysts/get-analysts';
import classes from './analyst-cards.module.css';

/** The four analyst characters: name, the model each speaks through (with its note), and bio. */
export function AnalystCards() {
  const { t } = useTranslation('about');
  const analysts = useAnalysts();

  if (analysts.isError) {
    return (
      <Text c="gray.7" size="sm">
        {t('analysts.error')}
      </Text>
    );
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.list}>
      {analysts.isPending
        ? [0, 1, 2, 3].map((index) => (
            <li key={index}>
              <Skeleton height={220} radius="lg" />
            </li>
          ))
        : analysts.data.map((analyst) => (
            <li key={analyst.id}>
              <Paper
                component="article"
                withBorder
                className={classes.card}
                style={{ '--analyst-color': analyst.color }}
                aria-labelledby={`analyst-${analyst.id}`}
              >
                <div className={classes.head}>
                  <AnalystAvatar analystId={analyst.id} persona={analyst} size={64} withRing />
                  <div>
                    <Title order={3} id={`analyst-${analyst.id}`} className={classes.name}>
                      {analyst.displayName}
                    </Title>
                    <Text size="sm" fw={600} className={classes.model}>
                      {t('analysts.model', { model: analyst.modelLabel })}
                    </Text>
                  </div>
                </div>
                <Text size="xs" c="gray.7" className={classes.note}>
                  {analyst.modelLabelNote}
                </Text>
                <Text size="sm" className={classes.bio}>
                  {analyst.bio}
                </Text>
              </Paper>
            </li>
          ))}
    </SimpleGrid>
  );
}
