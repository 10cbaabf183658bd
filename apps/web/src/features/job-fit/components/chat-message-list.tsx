import { Button } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { TChatMessage } from '../store/session-types';
import { ChatBubble } from './chat-bubble';
import classes from './chat.module.css';

/** The log's top padding: a message scrolled to its top keeps this much room above it. */
const LOG_PADDING_PX = 12;

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
  const logRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLDivElement>(null);
  const hiddenCount = isShowingAll ? 0 : Math.max(0, messages.length - ASSESSMENT.recentMessages);
  const visible = messages.slice(hiddenCount);
  const lastId = messages.at(-1)?.id;
  const hasFooter = Boolean(footer);

  // The newest message is brought in from its top, so a long one (a challenge's scenario) is read
  // from its first line; a short one lands at the bottom with the history above it. Only the log
  // scrolls, unless the log is part of the page (a phone), where the page scrolls to it.
  useEffect(() => {
    const log = logRef.current;
    const newest = newestRef.current;
    if (!log) return;
    if (getComputedStyle(log).overflowY === 'visible') {
      (hasFooter ? endRef.current : newest)?.scrollIntoView({
        block: hasFooter ? 'end' : 'start',
        behavior: 'smooth',
      });
      return;
    }
    const top = hasFooter || !newest ? log.scrollHeight : newest.offsetTop - LOG_PADDING_PX;
    if (typeof log.scrollTo === 'function') log.scrollTo({ top, behavior: 'smooth' });
    else log.scrollTop = top;
  }, [lastId, hasFooter]);

  const speaker = (message: TChatMessage) =>
    message.type === 'user' ? t('chat.you') : (persona?.displayName ?? analystId);

  return (
    <div
      ref={logRef}
      className={classes.log}
      role="log"
      aria-label={t('chat.label')}
      aria-live="polite"
    >
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
        <div
          key={message.id}
          ref={message.id === lastId ? newestRef : undefined}
          className={classes.entry}
        >
          <ChatBubble
            message={message}
            analystId={analystId}
            persona={persona}
            speaker={speaker(message)}
          />
        </div>
      ))}
      {footer}
      <div ref={endRef} />
    </div>
  );
}
