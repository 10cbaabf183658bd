import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the news editor feature lands; the route table gives it its title. */
export default function AdminNewsEditorPage() {
  return <ComingSoon />;
}
