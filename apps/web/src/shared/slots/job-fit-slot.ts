import { createContext, useContext, type ReactNode } from 'react';

export type TJobFitModalProps = {
  jobId: number;
  jobTitle: string;
  onClose: () => void;
};

type TRenderJobFitModal = (props: TJobFitModalProps) => ReactNode;

/**
 * Where the job page finds the job-fit assessment modal. Features do not import each other, so
 * the app puts a renderer of the modal here and the job page calls whatever it finds.
 */
export const JobFitModalSlot = createContext<TRenderJobFitModal | null>(null);

export function useRenderJobFitModal(): TRenderJobFitModal | null {
  return useContext(JobFitModalSlot);
}
