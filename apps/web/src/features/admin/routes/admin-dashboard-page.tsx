import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the admin dashboard feature lands; the route table gives it its title. */
export default function AdminDashboardPage() {
  return <ComingSoon />;
}
