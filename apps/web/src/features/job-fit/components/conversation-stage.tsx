import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import type { AssessmentFlow } from '../flow/assessment-flow';
import { useFlowStore } from '../flow/flow-store';
import { useStallNudge } from '../hooks/use-stall-nudge';
import { useAssessmentStore } from '../store/assessment-store';
import type { TAssessmentSession } from '../store/session-types';
import { sessionProgress } from '../utils/progress';
import { ChallengeForm } from './challenge-form';
import { ChatMessageList } from './chat-message-list';
import { EngineLabel } from './engine-label';
import { Phase1Input } from './phase1-input';
import { Phase2Options } from './phase2-options';
import { ReportGenerating } from './report-generating';
import { TypingIndicator } from './typing-indicator';
import classes from './chat.module.css';

type TConversationStageProps = {
  session: TAssessmentSession;
  flow: AssessmentFlow;
  personas: TAnalystsById;
};

/** The chat with the analyst through the five phases (spec 001 sections 2 and 4). */
export function ConversationStage({ session, flow, personas }: TConversationStageProps) {
  const { t } = useTranslation('jobFit');
  const isTyping = useAssessmentStore((state) => state.isTyping);
  const { isGenerating, isChallengeGuarded, lastActivityAt } = useFlowStore(
    useShallow(({ isGenerating, isChallengeGuarded, lastActivityAt }) => ({
      isGenerating,
      isChallengeGuarded,
      lastActivityAt,
    })),
  );
  const analystId = session.selectedModel;
  const persona = personas[analystId];
  const name = persona?.displayName ?? analystId;
  const phase = session.status.current_phase;
  const progress = sessionProgress(session);
  const question = session.currentQuestion;
  const challenge = session.currentChallenge;
  const isReportReady = phase === 5 && !session.finalReport && !isGenerating && !isTyping;
  const isWaitingOnAnalyst = !question && !challenge && !isReportReady && !isGenerating;
  const isStalled = useStallNudge(phase, isWaitingOnAnalyst, lastActivityAt);
  const latestEngine = session.chatHistory.findLast((message) => message.metadata.engine)?.metadata
    .engine;

  const footer = isGenerating ? (
    <ReportGenerating analystId={analystId} persona={persona} />
  ) : isTyping ? (
    <TypingIndicator analystId={analystId} persona={persona} label={t('chat.typing', { name })} />
  ) : null;

  return (
    <div className={classes.stage}>
      <div className={classes.header}>
        <AnalystAvatar analystId={analystId} persona={persona} size={40} withRing />
        <div className={classes.headerText}>
          <Group gap={8} wrap="nowrap" justify="space-between">
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text size="xs" c="gray.7" className={classes.progressValue}>
              {t('chat.progressValue', { value: progress })}
            </Text>
          </Group>
          <Text size="xs" c="gray.7">
            {t('chat.phaseLabel', { phase, name: t(`chat.phases.${phase}`) })}
          </Text>
          {latestEngine && <EngineLabel engine={latestEngine} />}
        </div>
      </div>
      <Progress
        value={progress}
        size="sm"
        radius="xl"
        aria-label={t('chat.progressLabel')}
        transitionDuration={300}
      />

      <ChatMessageList
        messages={session.chatHistory}
        analystId={analystId}
        persona={persona}
        footer={footer}
      />

      {isStalled && (
        <Group gap="sm" justify="center">
          <Text size="xs" c="gray.7">
            {t('chat.nudgeHint')}
          </Text>
          <Button size="xs" radius="xl" variant="light" onClick={() => void flow.nudge()}>
            {t('chat.nudge')}
          </Button>
        </Group>
      )}

      {!isTyping && (question || challenge || isReportReady) && (
        <div className={classes.composer}>
          {question?.phase === 1 && (
            <Phase1Input
              key={question.number}
              prompt={question}
              onAnswer={(answer) => void flow.answerPhase1(answer)}
            />
          )}
          {question?.phase === 2 && (
            <Phase2Options
              key={question.question.id}
              question={question.question}
              onChoose={(optionId) => void flow.answerPhase2(optionId)}
            />
          )}
          {challenge && (
            <ChallengeForm
              key={challenge.challenge_number}
              challenge={challenge}
              total={Math.max(session.phase4.total, challenge.challenge_number)}
              isGuarded={isChallengeGuarded}
              onSubmit={(choiceId, followUp) => void flow.answerChallenge(choiceId, followUp)}
            />
          )}
          {isReportReady && (
            <Button fullWidth size="md" radius="xl" onClick={() => void flow.generateReport()}>
              {t('phase4.seeResults')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
