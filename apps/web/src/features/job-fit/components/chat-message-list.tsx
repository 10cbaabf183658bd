import { Button } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { TChatMessage } from '../store/session-types';
import { ChatBubble } from './chat-bubble';
import classes from './chat.module.css';

type TChatMessageListProps = {
  messages: TChatMessage[];
  analystId: TAnalystId;
  persona: TAnalystPersona | undefined;
  /** The typing indicator or the report's progress, after the last message. */
  footer?: ReactNode;
};

/**
 * The conversation, showing the latest 20 messages (spec 001 section 9, "Recent-messages view")
 * with a button for the earlier ones. It follows the newest message as it arrives.
 */
export function ChatMessageList({ messages, analystId, persona, footer }: TChatMessageListProps) {
  const { t } = useTranslation('jobFit');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const hiddenCount = isShowingAll ? 0 : Math.max(0, messages.length - ASSESSMENT.recentMessages);
  const visible = messages.slice(hiddenCount);
  const lastId = messages.at(-1)?.id;
  const hasFooter = Boolean(footer);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [lastId, hasFooter]);

  const speaker = (message: TChatMessage) =>
    message.type === 'user' ? t('chat.you') : (persona?.displayName ?? analystId);

  return (
    <div className={classes.log} role="log" aria-label={t('chat.label')} aria-live="polite">
      {hiddenCount > 0 && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          className={classes.earlier}
          onClick={() => setIsShowingAll(true)}
        >
          {t('chat.earlier', { count: hiddenCount })}
        </Button>
      )}
      {isShowingAll && messages.length > ASSESSMENT.recentMessages && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          className={classes.earlier}
          onClick={() => setIsShowingAll(false)}
        >
          {t('chat.recentOnly')}
        </Button>
      )}
      {visible.map((message) => (
        <ChatBubble
          key={message.id}
          message={message}
          analystId={analystId}
          persona={persona}
          speaker={speaker(message)}
        />
      ))}
      {footer}
      <div ref={endRef} />
    </div>
  );
}
