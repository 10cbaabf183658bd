import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { Markdown } from '../../../shared/markdown/markdown';
import type { TChatMessage } from '../store/session-types';
import { EngineLabel } from './engine-label';
import classes from './chat.module.css';

type TChatBubbleProps = {
  message: TChatMessage;
  analystId: TAnalystId;
  persona: TAnalystPersona | undefined;
  /** Read out before the text, since the bubbles' sides are only visual. */
  speaker: string;
};

/**
 * One message: the analyst's on the left with their face, the user's on the right. A chosen
 * answer with words of the person's own shows the two apart.
 */
export function ChatBubble({ message, analystId, persona, speaker }: TChatBubbleProps) {
  const { t } = useTranslation('jobFit');
  if (message.type === 'system') {
    return (
      <div className={classes.row} data-type="system">
        <Text className={classes.system}>{message.content}</Text>
      </div>
    );
  }
  const isMarkdown = message.metadata.format === 'markdown';
  // The summary carries its engine; questions share the header's label instead.
  const showsEngine = message.metadata.kind === 'summary' && message.metadata.engine;
  return (
    <div className={classes.row} data-type={message.type} data-kind={message.metadata.kind}>
      {message.type === 'assistant' && (
        <AnalystAvatar analystId={analystId} persona={persona} size={32} />
      )}
      <div
        className={classes.bubble}
        data-type={message.type}
        data-format={isMarkdown ? 'markdown' : undefined}
        data-wide={message.metadata.kind === 'summary' || undefined}
      >
        <VisuallyHidden>{speaker}: </VisuallyHidden>
        {isMarkdown ? <Markdown source={message.content} variant="compact" /> : message.content}
        {message.note && (
          <div className={classes.note}>
            <Text component="span" size="xs" fw={700} className={classes.noteLabel}>
              {t('chat.added')}
            </Text>
            <span>{message.note}</span>
          </div>
        )}
        {showsEngine && message.metadata.engine && (
          <div className={classes.bubbleMeta}>
            <EngineLabel engine={message.metadata.engine} />
          </div>
        )}
      </div>
    </div>
  );
}
