import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the news board feature lands; the route table gives it its title. */
export default function NewsBoardPage() {
  return <ComingSoon />;
}
