import { ComingSoon } from '../../../shared/ui/coming-soon';

/** Placeholder until the industry analysis feature lands; the route table gives it its title. */
export default function IndustryAnalysisResultPage() {
  return <ComingSoon />;
}
