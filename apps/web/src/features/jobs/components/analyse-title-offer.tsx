import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeSearchPath } from '../../../shared/routing/home-search-link';

/**
 * A title the board has no page for can be analysed: the link runs it through the home search,
 * which finds a page under another spelling or has a new one written, with its live progress.
 */
export function AnalyseTitleOffer({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text c="gray.7" ta="center">
        {t('jobs.board.analyseHint')}
      </Text>
      <Button component={Link} to={homeSearchPath(title)} mt="sm">
        {t('jobs.board.analyse', { title })}
      </Button>
    </>
  );
}
