import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the CV editor feature lands; the route table gives it its title. */
export default function CvEditorPage() {
  return <ComingSoon />;
}
