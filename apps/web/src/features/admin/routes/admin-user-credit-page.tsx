import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the user credit feature lands; the route table gives it its title. */
export default function AdminUserCreditPage() {
  return <ComingSoon />;
}
