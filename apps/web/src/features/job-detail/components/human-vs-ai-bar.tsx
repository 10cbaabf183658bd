import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { UnratedRate } from '../../../shared/jobs/unrated-rate';
import { contestMood, contestWinner, isCloseContest } from '../utils/contest';
import { HumanAvatar } from './human-avatar';
import classes from './human-vs-ai-bar.module.css';

type THumanVsAiBarProps = {
  humanIrreplaceability: number | null;
  aiReplacementRate: number | null;
  rateUnknownReason: TRateUnknownReason | null;
  analystId: TAnalystId;
  analyst: TAnalystPersona | undefined;
};

/**
 * Human irreplaceability against the AI replacement rate, as a tug of war (spec 001 section 2).
 * Without a rate there is no contest to draw: the card says so instead of showing an even split.
 */
export function HumanVsAiBar({
  humanIrreplaceability: human,
  aiReplacementRate: ai,
  rateUnknownReason,
  analystId,
  analyst,
}: THumanVsAiBarProps) {
  const { t } = useTranslation();
  if (human === null || ai === null) {
    return (
      <Paper
        withBorder
        className={classes.card}
        component="section"
        aria-labelledby="contest-title"
      >
        <Text component="h2" id="contest-title" className={classes.heading}>
          {t('jobDetail.contest.title')}
        </Text>
        <UnratedRate reason={rateUnknownReason} className={classes.unrated} />
        <Text size="sm" c="dimmed" mt="xs">
          {t('jobDetail.contest.unrated')}
        </Text>
      </Paper>
    );
  }
  const winner = contestWinner(human, ai);
  const isClose = isCloseContest(human);
  const humanMood = contestMood('human', human, ai);
  const aiMood = contestMood('ai', human, ai);
  const humanShare = Math.min(100, Math.max(0, (100 * human) / (human + ai || 1)));

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="contest-title">
      <Text component="h2" id="contest-title" className={classes.heading}>
        {t('jobDetail.contest.title')}
      </Text>

      <div className={classes.sides}>
        <div className={classes.side} data-side="human" data-winner={winner === 'human'}>
          <span className={classes.avatar}>
            <HumanAvatar mood={humanMood} label={t(`jobDetail.contest.humanMood.${humanMood}`)} />
          </span>
          <div>
            <Text className={classes.percent}>{Math.round(human)}%</Text>
            <Text className={classes.label}>{t('jobDetail.contest.human')}</Text>
          </div>
        </div>

        <div className={classes.versus}>
          <span className={classes.vs} data-active={isClose}>
            {t('jobDetail.contest.vs')}
          </span>
        </div>

        <div className={classes.side} data-side="ai" data-winner={winner === 'ai'}>
          <div className={classes.aiText}>
            <Text className={classes.percent}>{Math.round(ai)}%</Text>
            <Text className={classes.label}>{t('jobDetail.contest.ai')}</Text>
          </div>
          <span className={classes.avatar}>
            <AnalystAvatar
              analystId={analystId}
              persona={analyst}
              mood={aiMood}
              size={56}
              alt={t(`jobDetail.contest.aiMood.${aiMood}`, { name: analyst?.displayName ?? 'AI' })}
            />
          </span>
        </div>
      </div>

      <div className={classes.track} aria-hidden="true">
        <span className={classes.humanFill} style={{ width: `${humanShare}%` }} />
        <span className={classes.aiFill} />
      </div>

      <Text className={classes.verdict} data-tone={isClose ? 'close' : (winner ?? 'close')}>
        {isClose
          ? t('jobDetail.contest.close')
          : winner === 'human'
            ? t('jobDetail.contest.humanLeads')
            : t('jobDetail.contest.aiLeads')}
      </Text>
    </Paper>
  );
}
