import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryPersonal } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { formatPercent } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import classes from './industry-result.module.css';

function Chips({ title, names }: { title: string; names: string[] }) {
  const { t } = useTranslation('industryAnalysis');
  return (
    <div>
      <Text size="sm" fw={650} mb={6}>
        {title}
      </Text>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('personal.none')}
        </Text>
      ) : (
        <Group gap={6}>
          {names.map((name) => (
            <Badge key={name} variant="default" radius="sm" tt="none" fw={500}>
              {name}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}

/** Where the reader fits in the industry: its occupations that suit them, and what to learn. */
export function WhereYouFit({ personal }: { personal: TIndustryPersonal }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const from =
    personal.source === 'cv'
      ? t('personal.fromCv')
      : t('personal.fromJob', { job: personal.job_text ?? '' });

  return (
    <Paper
      withBorder
      className={analysisClasses.card}
      component="section"
      aria-labelledby="fit-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="fit-title">
            {t('personal.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {from}
            {personal.person_title &&
              ` · ${t('personal.readAs', { title: personal.person_title })}`}
          </Text>
        </div>
        <Text className={analysisClasses.summary}>{personal.summary}</Text>
        {personal.fits.length > 0 && (
          <div>
            <Text size="sm" fw={650} mb={6}>
              {t('personal.fits')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {personal.fits.map((fit) => (
                <div
                  key={fit.occupation_code}
                  className={classes.fit}
                  data-target={fit.title === personal.target_title || undefined}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <div className={classes.listTitle}>
                      <Text size="sm" fw={700}>
                        {fit.title}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t(`personal.basis.${fit.basis}`)}
                        {fit.employment_share !== null &&
                          ` · ${t('personal.shareHere', { share: formatPercent(fit.employment_share, language) })}`}
                        {` · ${t('figures.rate')} ${fit.ai_replacement_rate === null ? t('charts.noRate') : `${fit.ai_replacement_rate}%`}`}
                      </Text>
                    </div>
                    <div>
                      <Text className={classes.fitValue}>{fit.fit}</Text>
                      <Text size="xs" c="dimmed" ta="right">
                        {t('personal.fit')}
                      </Text>
                    </div>
                  </Group>
                </div>
              ))}
            </SimpleGrid>
          </div>
        )}
        {personal.target_title && (
          <Text size="sm" fw={600} c="lagoon.8">
            {t('personal.target', { title: personal.target_title })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Chips
            title={t('personal.carries')}
            names={personal.carries.map((skill) => skill.name)}
          />
          <Chips title={t('personal.learn')} names={personal.learn.map((skill) => skill.name)} />
          <Chips title={t('personal.technologies')} names={personal.learn_technologies} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
