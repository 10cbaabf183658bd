import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { BREAKPOINTS } from '@irreplaceable/contracts/constants';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import type { TJobFitModalProps } from '../../../shared/slots/job-fit-slot';
import { claimFlow, endFlow, keepFlow, releaseFlow } from '../flow/flow-registry';
import { useFlowStore } from '../flow/flow-store';
import { useSessionStore } from '../store/session-store';
import { CloseConfirm } from './close-confirm';
import { ConversationStage } from './conversation-stage';
import { jobFitResultPath } from '../utils/result-path';
import { SelectionStage } from './selection-stage';
import classes from './job-fit-modal.module.css';

/** Under 992 px the modal takes the whole screen (spec 001 section 9, "Narrow layout"). */
const NARROW_QUERY = `(max-width: ${BREAKPOINTS.reviewWidgetPx - 0.02}px)`;

/**
 * "Am I fit for this job?": the job-fit assessment in a modal, from choosing an analyst through
 * the conversation to the report (spec 001). It is mounted open and unmounted when closed.
 */
export default function JobFitModal({ jobId, jobTitle, onClose }: TJobFitModalProps) {
  const { t } = useTranslation('jobFit');
  const personas = useAnalystsById();
  const navigate = useNavigate();
  const [flow] = useState(() => claimFlow({ id: jobId, title: jobTitle }));
  const { stage, loadingReason, resultsId } = useFlowStore(
    useShallow(({ stage, loadingReason, resultsId }) => ({ stage, loadingReason, resultsId })),
  );
  const session = useSessionStore((state) => state.session);
  const isNarrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [isConfirming, setIsConfirming] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => flow.setPersonas(personas), [flow, personas]);

  useEffect(() => flow.setJobTitle(jobTitle), [flow, jobTitle]);

  useEffect(() => {
    keepFlow(flow);
    void flow.openOnce();
    return () => releaseFlow(flow);
  }, [flow]);

  const isMidConversation = stage === 'conversation' && session?.status.status !== 'completed';

  const close = () => {
    endFlow(flow);
    // A finished assessment has nothing left to resume: its report is on the server.
    if (useSessionStore.getState().session?.status.status === 'completed') {
      useSessionStore.getState().clear();
    }
    onClose();
  };

  // A finished report is read on its own page, which keeps it at an address of its own.
  useEffect(() => {
    if (stage !== 'results' || !resultsId) return;
    close();
    void navigate(jobFitResultPath(resultsId));
    // `close` is a new function each render; the move happens once per report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, resultsId]);
  const handleRequestClose = () => (isMidConversation ? setIsConfirming(true) : close());
  const handleLeave = async () => {
    setIsLeaving(true);
    const isAbandoned = await flow.abandon();
    setIsLeaving(false);
    if (!isAbandoned) return;
    setIsConfirming(false);
    endFlow(flow);
    onClose();
  };

  return (
    <>
      <Modal
        opened
        onClose={handleRequestClose}
        fullScreen={isNarrow}
        size="xl"
        radius={isNarrow ? 0 : 'lg'}
        title={
          <span className={classes.title}>
            <span className={classes.titleMain}>{t('modal.title')}</span>
            <span className={classes.titleJob}>{jobTitle}</span>
          </span>
        }
        closeButtonProps={{ 'aria-label': t('modal.close') }}
        classNames={{ header: classes.header, body: classes.body }}
      >
        {stage === 'loading' && (
          <Center mih={240}>
            <Stack align="center" gap="sm" role="status">
              <Loader type="dots" />
              <Text size="sm" c="gray.7" ta="center" maw={360}>
                {t(`modal.loading.${loadingReason}`)}
              </Text>
            </Stack>
          </Center>
        )}
        {stage === 'selection' && (
          <SelectionStage
            jobId={jobId}
            personas={personas}
            onStart={(mode, analystId) => void flow.start(mode, analystId)}
            onContinue={(item) => void flow.resume(item.id, item.job_language)}
          />
        )}
        {stage === 'conversation' && session && (
          <ConversationStage session={session} flow={flow} personas={personas} />
        )}
      </Modal>
      <CloseConfirm
        isOpen={isConfirming}
        isLeaving={isLeaving}
        onStay={() => setIsConfirming(false)}
        onLeave={() => void handleLeave()}
      />
    </>
  );
}
