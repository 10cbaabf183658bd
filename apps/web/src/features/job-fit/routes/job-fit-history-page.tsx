import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the job-fit analysis feature lands; the route table gives it its title. */
export default function JobFitHistoryPage() {
  return <ComingSoon />;
}
