import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the news management feature lands; the route table gives it its title. */
export default function AdminNewsPage() {
  return <ComingSoon />;
}
