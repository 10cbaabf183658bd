import { useTranslation } from 'react-i18next';
import { ShareBar as SharePageBar } from '../../../shared/ui/share-bar';

/** Share this job (spec 001 section 2), with a line that asks how exposed it is. */
export function ShareBar({ pageUrl, title }: { pageUrl: string; title: string }) {
  const { t } = useTranslation();
  return <SharePageBar pageUrl={pageUrl} shareText={t('jobDetail.share.text', { title })} />;
}
