import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import classes from './cv-result.module.css';

const CHIPS_SHOWN = 12;

function Chips({
  items,
  hotLabel,
}: {
  items: { key: string; label: string; hot?: boolean }[];
  hotLabel?: string;
}) {
  const { t } = useTranslation('cvAnalysis');
  const [isOpen, setOpen] = useState(false);
  const shown = isOpen ? items : items.slice(0, CHIPS_SHOWN);
  return (
    <Group gap={6}>
      {shown.map((item) => (
        <Badge
          key={item.key}
          variant={item.hot ? 'light' : 'default'}
          color={item.hot ? 'lagoon' : 'gray'}
          radius="sm"
          tt="none"
          fw={500}
          title={item.hot ? hotLabel : undefined}
        >
          {item.label}
        </Badge>
      ))}
      {items.length > CHIPS_SHOWN && !isOpen && (
        <Badge
          component="button"
          type="button"
          variant="transparent"
          tt="none"
          onClick={() => setOpen(true)}
          className={classes.more}
        >
          {t('profile.more', { count: items.length - CHIPS_SHOWN })}
        </Badge>
      )}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.factLabel}>
        {label}
      </Text>
      <Text fw={600} mt={2}>
        {children}
      </Text>
    </div>
  );
}

/** What the reading found: who the person is, by the numbers, with the lines it came from. */
export function ProfileCard({ result }: { result: TCvResult }) {
  const { t } = useTranslation('cvAnalysis');
  const { profile } = result;
  const current = profile.titles.find(
    (title) => title.occupation_code === result.current_occupation_code,
  );
  const years = profile.years_experience;

  return (
    <Paper withBorder className={analysisClasses.card}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('profile.title')}
        </Title>
        <Text className={analysisClasses.summary}>{profile.summary}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('profile.current')}>{current?.title ?? t('profile.none')}</Fact>
          <Fact label={t('profile.experience')}>
            {years === null ? (
              t('profile.none')
            ) : (
              <>
                {t('profile.years', { count: Math.max(1, Math.round(years)) })}{' '}
                <Text span size="xs" c="dimmed" fw={500}>
                  {profile.years_source === 'dates' ? t('profile.fromDates') : t('profile.stated')}
                </Text>
              </>
            )}
          </Fact>
          <Fact label={t('profile.education')}>
            {profile.education
              ? [profile.education.level_label, profile.education.field].filter(Boolean).join(' · ')
              : t('profile.none')}
          </Fact>
          <Fact label={t('profile.languages')}>
            {profile.languages.length > 0
              ? profile.languages
                  .map((l) =>
                    l.level_label
                      ? t('profile.languageLevel', { name: l.name, level: l.level_label })
                      : l.name,
                  )
                  .join(t('profile.listSeparator'))
              : t('profile.none')}
          </Fact>
        </SimpleGrid>
        {profile.skills.length > 0 && (
          <div>
            <Text size="sm" fw={650} mb={6}>
              {t('profile.skills')}
            </Text>
            <Chips items={profile.skills.map((s) => ({ key: s.id, label: s.name }))} />
          </div>
        )}
        {profile.technologies.length > 0 && (
          <div>
            <Text size="sm" fw={650} mb={6}>
              {t('profile.software')}
            </Text>
            <Chips
              items={profile.technologies.map((s) => ({
                key: `${s.name}-${s.line}`,
                label: s.name,
                hot: s.hot,
              }))}
              hotLabel={t('profile.hot')}
            />
          </div>
        )}
        <Text size="xs" c="dimmed">
          {t('profile.linesRead', { count: profile.lines_read })}
        </Text>
      </Stack>
    </Paper>
  );
}
