import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the news detail feature lands; the route table gives it its title. */
export default function NewsDetailPage() {
  return <ComingSoon />;
}
