import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { TTailorCvResponse, TTailorProposal } from '@irreplaceable/contracts/cv/tailor-cv';
import { serverMessage } from '../../../shared/api/api-error';
import { useJobChoices, useTailorCv } from '../api/tailor-cv';
import { useLocalCv } from '../state/local-cv-store';
import { applyProposal, canApply } from '../utils/apply-proposal';
import classes from './cv-editor.module.css';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useLanguage } from '../../../shared/i18n/use-language';

type TDecision = 'accepted' | 'rejected';

/**
 * Tailoring the CV to a job page: pick the job, read the analyst's proposals section by section,
 * accept or reject each. Nothing changes in the CV until a proposal is accepted, and Undo takes an
 * accepted one back.
 */
export function TailorDialog({
  cv,
  language,
  initialJobId,
  onClose,
}: {
  cv: TCvDocument;
  language: Language;
  initialJobId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cvEditor');
  const tailor = useTailorCv();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const jobs = useJobChoices(debounced);
  const [decisions, setDecisions] = useState<Record<string, TDecision>>({});
  const draft = useLocalCv((state) => state.cv);
  const edit = useLocalCv((state) => state.edit);
  const interfaceLanguage = useLanguage();

  const start = (jobId: number) => {
    setDecisions({});
    tailor.mutate({ cv, jobId, language });
  };

  useEffect(() => {
    if (initialJobId !== null) tailor.mutate({ cv, jobId: initialJobId, language });
    // Only the job the page was opened with starts by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialJobId]);

  const decide = (proposal: TTailorProposal, decision: TDecision) => {
    if (decision === 'accepted') edit((next) => applyProposal(next, proposal));
    setDecisions((current) => ({ ...current, [proposal.id]: decision }));
  };

  const result = tailor.data;
  return (
    <Modal opened onClose={onClose} title={t('tailor.title')} size="xl" centered>
      {!result ? (
        <Stack gap="sm">
          <Text size="sm">{t('tailor.intro')}</Text>
          <TextInput
            label={t('tailor.search')}
            placeholder={t('tailor.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={30}
            data-autofocus
          />
          {tailor.isPending ? (
            <Group gap={8} role="status">
              <Loader size="xs" />
              <Text size="sm">{t('tailor.working')}</Text>
            </Group>
          ) : null}
          {tailor.isError ? (
            <Alert color="red" variant="light">
              {serverMessage(tailor.error) ?? t('tailor.failed')}
            </Alert>
          ) : null}
          {jobs.data?.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tailor.noJobs')}
            </Text>
          ) : null}
          <Stack gap={4} component="ul" className={classes.savedList} aria-label={t('tailor.jobs')}>
            {(jobs.data?.items ?? []).map((job) => (
              <li key={job.id}>
                <UnstyledButton
                  className={classes.jobChoice}
                  onClick={() => start(job.id)}
                  disabled={tailor.isPending}
                >
                  <Text fw={600} size="sm">
                    {job.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {job.category} ·{' '}
                    {job.ai_replacement_rate === null
                      ? t('tailor.notRated')
                      : t('tailor.rate', { rate: job.ai_replacement_rate })}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Proposals
          result={result}
          decisions={decisions}
          applicable={(proposal) => canApply(draft, proposal)}
          onDecide={decide}
          onAcceptAll={() => {
            for (const proposal of result.proposals) {
              if (!decisions[proposal.id] && canApply(useLocalCv.getState().cv, proposal)) {
                decide(proposal, 'accepted');
              }
            }
          }}
          onBack={() => tailor.reset()}
          nextAllowed={
            result.next_allowed_at
              ? formatDateTime(result.next_allowed_at, interfaceLanguage)
              : null
          }
        />
      )}
    </Modal>
  );
}

function Proposals({
  result,
  decisions,
  applicable,
  onDecide,
  onAcceptAll,
  onBack,
  nextAllowed,
}: {
  result: TTailorCvResponse;
  decisions: Record<string, TDecision>;
  applicable: (proposal: TTailorProposal) => boolean;
  onDecide: (proposal: TTailorProposal, decision: TDecision) => void;
  onAcceptAll: () => void;
  onBack: () => void;
  nextAllowed: string | null;
}) {
  const { t } = useTranslation('cvEditor');
  const open = result.proposals.filter((proposal) => !decisions[proposal.id]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700}>{t('tailor.for', { job: result.job.title })}</Text>
          <Text size="xs" c="dimmed">
            {t('tailor.occupation', { occupation: result.job.occupation_title })}
            {' · '}
            {t('tailor.engine', { engine: result.engine.label })}
          </Text>
          {result.engine.fallback_reason ? (
            <Text size="xs" c="dimmed">
              {result.engine.fallback_reason === BUDGET_FALLBACK_REASONS.daySpent
                ? t('tailor.budgetSpent')
                : t('tailor.fallback', { reason: result.engine.fallback_reason })}
            </Text>
          ) : null}
        </div>
        <Badge variant="light" color="gray" tt="none">
          {nextAllowed
            ? t('tailor.noneLeft', { time: nextAllowed })
            : t('tailor.remaining', { count: result.remaining })}
        </Badge>
      </Group>
      {result.matched.length > 0 ? (
        <Text size="sm">
          {t('tailor.matched', { list: result.matched.join(t('listSeparator')) })}
        </Text>
      ) : null}
      {result.proposals.length === 0 ? <Text size="sm">{t('tailor.nothing')}</Text> : null}
      {result.proposals.map((proposal) => {
        const decision = decisions[proposal.id];
        const fresh = applicable(proposal);
        return (
          <Paper key={proposal.id} withBorder p="sm" className={classes.proposal}>
            <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {proposal.section === 'work' || proposal.section === 'projects'
                    ? `${t(`sections.${proposal.section}`)} · ${proposal.title}`
                    : t(`sections.${proposal.section}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {proposal.reason}
                </Text>
              </div>
              {decision ? (
                <Badge color={decision === 'accepted' ? 'lagoon' : 'gray'} variant="light">
                  {t(`tailor.${decision}`)}
                </Badge>
              ) : (
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onDecide(proposal, 'rejected')}
                  >
                    {t('tailor.reject')}
                  </Button>
                  <Button
                    size="compact-sm"
                    disabled={!fresh}
                    onClick={() => onDecide(proposal, 'accepted')}
                  >
                    {t('tailor.accept')}
                  </Button>
                </Group>
              )}
            </Group>
            {!decision && !fresh ? (
              <Text size="xs" c="orange.9" mt={4}>
                {t('tailor.outdated')}
              </Text>
            ) : null}
            <div className={classes.proposalBody}>
              {proposal.section === 'summary' ? (
                <Text size="sm">{proposal.proposed}</Text>
              ) : (
                <List type="ordered" size="sm" spacing={2}>
                  {proposal.proposed.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
            </div>
          </Paper>
        );
      })}
      {result.gaps.length > 0 ? (
        <div>
          <Text fw={600} size="sm">
            {t('tailor.gaps')}
          </Text>
          <List size="sm" spacing={2}>
            {result.gaps.map((gap) => (
              <List.Item key={`${gap.kind}-${gap.name}`}>
                {gap.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {t(`tailor.gapKinds.${gap.kind}`)}
                  {gap.importance !== null
                    ? ` · ${t('tailor.importance', { value: gap.importance.toFixed(1) })}`
                    : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack}>
          {t('tailor.another')}
        </Button>
        {open.length > 0 ? <Button onClick={onAcceptAll}>{t('tailor.acceptAll')}</Button> : null}
      </Group>
    </Stack>
  );
}
