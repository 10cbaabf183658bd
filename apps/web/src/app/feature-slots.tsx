import { lazy, type ReactNode } from 'react';
import { JobFitModalSlot, type TJobFitModalProps } from '../shared/slots/job-fit-slot';

/**
 * The job-fit assessment modal, with its texts. Its code loads on the first click of "Am I fit
 * for this job?", so the job page itself stays light.
 */
const JobFitModal = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/job-fit/components/job-fit-modal'),
    import('../shared/i18n/lazy-catalogues').then(({ loadCatalogues }) =>
      loadCatalogues(['jobFit']),
    ),
  ]);
  return module;
});

const renderJobFitModal = (props: TJobFitModalProps) => <JobFitModal {...props} />;

/** Hands one feature's components to another through `shared/slots`. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <JobFitModalSlot value={renderJobFitModal}>{children}</JobFitModalSlot>;
}
