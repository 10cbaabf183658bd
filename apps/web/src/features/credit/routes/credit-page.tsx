import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the credit feature lands; the route table gives it its title. */
export default function CreditPage() {
  return <ComingSoon />;
}
