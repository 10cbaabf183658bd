import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeInternalPath } from '../../../shared/auth/return-path';
import {
  TOP_UP_FEATURES,
  useTopUpRecords,
  type TTopUpFeature,
} from '../../../shared/credits/top-up-records';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { DividedList } from '../../../shared/ui/divided-list';
import classes from './credit-history.module.css';

const isKnownFeature = (name: string): name is TTopUpFeature =>
  (TOP_UP_FEATURES as readonly string[]).includes(name);

/** Where the user last ran out of credit, with a way back; nothing shows until there is one. */
export function RecentTopUps() {
  const { t } = useTranslation('credit');
  const { relative } = useDateFormat();
  const records = useTopUpRecords();
  if (records.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-top-ups">
      <div>
        <Title order={2} id="recent-top-ups" fz="xl">
          {t('recent.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('recent.intro')}
        </Text>
      </div>
      <Paper withBorder className={classes.panel}>
        <DividedList label={t('recent.listLabel')}>
          {records.map((record) => {
            const path = safeInternalPath(record.sourcePath);
            const feature = isKnownFeature(record.featureName)
              ? t(`recent.features.${record.featureName}`)
              : record.featureName;
            const name = record.sourceName || feature;
            return (
              <li key={record.id} className={classes.row}>
                <div className={classes.what}>
                  <Text fw={650} size="sm" className={classes.note}>
                    {name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {record.sourceName && `${feature} · `}
                    <time dateTime={new Date(record.timestamp).toISOString()}>
                      {relative(record.timestamp)}
                    </time>
                  </Text>
                </div>
                {path && (
                  <Anchor
                    component={Link}
                    to={path}
                    size="sm"
                    fw={600}
                    className={classes.figures}
                    aria-label={t('recent.backTo', { name })}
                  >
                    {t('recent.back')}
                  </Anchor>
                )}
              </li>
            );
          })}
        </DividedList>
      </Paper>
    </Stack>
  );
}
