import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the methodology feature lands; the route table gives it its title. */
export default function MethodologyPage() {
  return <ComingSoon />;
}
