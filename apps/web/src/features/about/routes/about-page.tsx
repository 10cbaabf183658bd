import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the about feature lands; the route table gives it its title. */
export default function AboutPage() {
  return <ComingSoon />;
}
