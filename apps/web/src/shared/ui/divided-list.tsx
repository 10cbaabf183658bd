import type { ReactNode } from 'react';
import classes from './divided-list.module.css';

/** A plain list of rows with a thin line between them; its items are `<li>` elements. */
export function DividedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
