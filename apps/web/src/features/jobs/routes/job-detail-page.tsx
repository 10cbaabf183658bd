import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the job detail feature lands; the route table gives it its title. */
export default function JobDetailPage() {
  return <ComingSoon />;
}
