import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the inbox feature lands; the route table gives it its title. */
export default function InboxPage() {
  return <ComingSoon />;
}
