import { Button, type ButtonProps } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type TJobFitLink = {
  /** This page asking to open the assessment (`?jobFit=open`), which the page does on arrival. */
  href: string;
  open: () => void;
};

type TJobFitButtonProps = Omit<ButtonProps, 'children'> & { entry: TJobFitLink };

/**
 * "Am I fit for this job?". A page drawn by the server shows it before its code runs: as a link
 * to this page asking for the assessment, a tap then still does what it says (the page opens it
 * once live). Once live it is a button: the assessment opens where the reader is.
 */
export function JobFitButton({ entry, ...props }: TJobFitButtonProps) {
  const { t } = useTranslation();
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    entry.open();
  };
  return (
    <Button
      {...props}
      component="a"
      href={entry.href}
      role="button"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window asked for (modifier keys, middle click) gets the page as linked.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        open(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key === ' ') open(event);
      }}
    >
      {t('jobDetail.fit.button')}
    </Button>
  );
}
