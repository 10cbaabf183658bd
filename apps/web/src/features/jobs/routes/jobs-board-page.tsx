import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the job board feature lands; the route table gives it its title. */
export default function JobsBoardPage() {
  return <ComingSoon />;
}
