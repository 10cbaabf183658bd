import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the webhook events feature lands; the route table gives it its title. */
export default function AdminWebhookEventsPage() {
  return <ComingSoon />;
}
