import {
  Badge,
  Button,
  Collapse,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TCvRole } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { serverMessage } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { ChinaMedianLine } from '../../../shared/jobs/china-median-line';
import { riskBand } from '../../../shared/jobs/risk-band';
import { notify } from '../../../shared/ui/notify';
import { IconArrowRight, IconChevronDown } from '../../../shared/ui/icons';
import { openRoleJob } from '../api/open-role-job';
import {
  formatCount,
  formatDollars,
  formatSignedPercent,
} from '../../../shared/i18n/format-figures';
import classes from './cv-result.module.css';

function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: string | undefined;
}) {
  return (
    <div className={classes.figure}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={750} fz="lg" className={classes.figureValue}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

function Toggle({
  label,
  isOpen,
  onToggle,
}: {
  label: string;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={isOpen} className={classes.toggle}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={650}>
          {label}
        </Text>
        <IconChevronDown size={16} className={classes.chevron} data-open={isOpen || undefined} />
      </Group>
    </UnstyledButton>
  );
}

/** One recommended role: its figures with sources, why it fits, the evidence, the gaps, the plan. */
export function RoleCard({
  role,
  rank,
  analysisId,
}: {
  role: TCvRole;
  rank: number;
  analysisId: string;
}) {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const navigate = useNavigate();
  const [showScore, setShowScore] = useState(false);
  const [showEvidence, setShowEvidence] = useState(rank <= 3);
  const [opening, setOpening] = useState(false);
  const { outlook } = role;

  const handleOpenJob = async () => {
    if (role.job_id !== null) return void navigate(`/jobs/${role.job_id}`);
    setOpening(true);
    try {
      const jobId = await openRoleJob(analysisId, role.occupation_code);
      void navigate(`/jobs/${jobId}`);
    } catch (error) {
      notify('error', serverMessage(error) ?? t('roles.jobError'));
      setOpening(false);
    }
  };

  const rate = role.ai_replacement_rate;
  const growth = outlook.employment_change_pct;
  const wage = outlook.median_wage;

  return (
    <Paper
      withBorder
      className={classes.role}
      data-needs-you={role.needs_me || undefined}
      component="article"
      aria-labelledby={`role-${role.occupation_code}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.roleHead}>
            <Text className={classes.rank} aria-hidden="true">
              {rank}
            </Text>
            <div className={classes.roleTitle}>
              <Title order={3} fz={{ base: 17, sm: 19 }} id={`role-${role.occupation_code}`}>
                {role.title}
              </Title>
              <Group gap={6} mt={6}>
                {role.is_current && (
                  <Badge color="indigo" variant="light" radius="sm">
                    {t('roles.current')}
                  </Badge>
                )}
                {role.needs_me && (
                  <Badge
                    color="lagoon"
                    variant="filled"
                    radius="sm"
                    title={t('roles.needsYouHint')}
                  >
                    {t('roles.needsYou')}
                  </Badge>
                )}
                {role.job_zone !== null && (
                  <Badge color="gray" variant="outline" radius="sm" tt="none" fw={500}>
                    {t('roles.zone', { zone: role.job_zone })}
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
          <div className={classes.fit}>
            <Text className={classes.fitValue}>{role.fit}</Text>
            <Text size="xs" c="dimmed" fw={600}>
              {t('roles.fit')}
            </Text>
          </div>
        </Group>

        <Progress
          value={role.fit}
          size="sm"
          radius="xl"
          color={role.needs_me ? 'lagoon' : 'indigo'}
          aria-hidden="true"
        />

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" className={classes.figures}>
          <Figure
            label={t('roles.rate')}
            value={rate === null ? t('roles.notRated') : `${rate}%`}
            note={
              rate === null
                ? (role.ai_rate_note ?? undefined)
                : t(`roles.rateBand.${riskBand(rate)}`)
            }
          />
          <Figure
            label={t('roles.growth')}
            value={growth === null ? t('roles.noFigure') : formatSignedPercent(growth)}
          />
          <Figure
            label={t('roles.openings')}
            value={
              outlook.openings_annual === null
                ? t('roles.noFigure')
                : formatCount(outlook.openings_annual, language)
            }
          />
          <Figure
            label={t('roles.wage')}
            value={wage === null ? t('roles.noFigure') : formatDollars(wage, language)}
            note={
              outlook.wage_top_coded
                ? t('roles.topCoded')
                : outlook.wage_from_hourly
                  ? t('roles.fromHourly')
                  : undefined
            }
          />
        </SimpleGrid>

        <ChinaMedianLine levels={role.china_wages} note={role.china_wages_note} />

        <div>
          <Text size="sm" fw={650} mb={4}>
            {t('roles.why')}
          </Text>
          <Text size="sm" className={classes.why}>
            {role.why}
          </Text>
        </div>

        <div>
          <Toggle
            label={t('roles.fitBreakdown')}
            isOpen={showScore}
            onToggle={() => setShowScore((open) => !open)}
          />
          <Collapse in={showScore}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" mt="xs">
              {(['title', 'technology', 'skills', 'activities', 'preparation'] as const).map(
                (part) => (
                  <div key={part}>
                    <Group justify="space-between" gap={4}>
                      <Text size="xs" c="gray.7">
                        {t(`roles.components.${part}`)}
                      </Text>
                      <Text size="xs" fw={700}>
                        {role.fit_components[part]}
                      </Text>
                    </Group>
                    <Progress value={role.fit_components[part]} size="xs" color="gray" />
                  </div>
                ),
              )}
            </SimpleGrid>
          </Collapse>
        </div>

        {role.evidence.length > 0 && (
          <div>
            <Toggle
              label={`${t('roles.evidence')} · ${t('roles.evidenceCount', { count: role.evidence.length })}`}
              isOpen={showEvidence}
              onToggle={() => setShowEvidence((open) => !open)}
            />
            <Collapse in={showEvidence}>
              <ul className={classes.evidence}>
                {role.evidence.map((item) => (
                  <li
                    key={`${item.kind}-${item.line}-${item.matched}`}
                    className={classes.evidenceItem}
                  >
                    <Text size="sm" className={classes.quote}>
                      “{item.cv_text}”
                    </Text>
                    <Group gap={6} wrap="nowrap" mt={2}>
                      <IconArrowRight size={14} className={classes.evidenceArrow} />
                      <Text size="xs" c="gray.7">
                        {item.matched}
                      </Text>
                    </Group>
                  </li>
                ))}
              </ul>
            </Collapse>
          </div>
        )}

        <div>
          <Text size="sm" fw={650} mb={6}>
            {t('roles.gaps')}
          </Text>
          {role.gaps.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('roles.noGaps')}
            </Text>
          ) : (
            <Group gap={6}>
              {role.gaps.map((gap) => (
                <Badge
                  key={gap.id}
                  variant="light"
                  color={gap.in_demand ? 'orange' : 'gray'}
                  radius="sm"
                  tt="none"
                  fw={500}
                >
                  {gap.name}
                  {gap.importance !== null &&
                    ` · ${t('roles.importance', { value: gap.importance.toFixed(1) })}`}
                  {gap.in_demand && ` · ${t('roles.inDemand')}`}
                </Badge>
              ))}
            </Group>
          )}
        </div>

        {role.gap_plan
          ? role.gap_plan.length > 0 && (
              <div>
                <Text size="sm" fw={650} mb={6}>
                  {t('roles.plan')}
                </Text>
                <List type="ordered" size="sm" spacing={6} className={classes.plan}>
                  {role.gap_plan.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </div>
            )
          : role.gaps.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('roles.planLocked')}
              </Text>
            )}

        <Group justify="flex-end" gap="xs">
          {role.job_id !== null && (
            <Button component={Link} to={`/me/cv-editor?tailor=${role.job_id}`} variant="subtle">
              {t('roles.tailorCv')}
            </Button>
          )}
          <Button
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            onClick={() => void handleOpenJob()}
            loading={opening}
          >
            {opening ? t('roles.writingJob') : t('roles.openJob')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
