import { createContext, useContext, type ReactNode } from 'react';

export type TJobFitModalProps = {
  jobId: number;
  jobTitle: string;
  onClose: () => void;
};

/**
 * A job page's address with `?jobFit=open` opens the modal on arrival, once: where a visitor who
 * pressed "Am I fit for this job?" comes back to after signing in.
 */
export const JOB_FIT_OPEN_PARAM = 'jobFit';
export const JOB_FIT_OPEN_VALUE = 'open';

type TRenderJobFitModal = (props: TJobFitModalProps) => ReactNode;

/**
 * Where the job page finds the job-fit assessment modal. Features do not import each other, so
 * the app puts a renderer of the modal here and the job page calls whatever it finds.
 */
export const JobFitModalSlot = createContext<TRenderJobFitModal | null>(null);

export function useRenderJobFitModal(): TRenderJobFitModal | null {
  return useContext(JobFitModalSlot);
}
