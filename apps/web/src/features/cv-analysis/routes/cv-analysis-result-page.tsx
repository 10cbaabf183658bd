import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the CV analysis feature lands; the route table gives it its title. */
export default function CvAnalysisResultPage() {
  return <ComingSoon />;
}
