import { VisuallyHidden } from '@mantine/core';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import classes from './chat.module.css';

/** Three bouncing dots beside the analyst's face while the server works. */
export function TypingIndicator({
  analystId,
  persona,
  label,
}: {
  analystId: TAnalystId;
  persona: TAnalystPersona | undefined;
  label: string;
}) {
  return (
    <div className={classes.row} data-type="assistant" role="status">
      <AnalystAvatar analystId={analystId} persona={persona} size={32} />
      <div className={classes.typing}>
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
    </div>
  );
}
