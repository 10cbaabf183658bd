import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvLength } from '../utils/cv-pdf-file';

/**
 * A CV past the export's page limit, with the sections to shorten (the largest first): the same
 * refusal the server's export gives, said before anything is downloaded.
 */
export function TooLongAlert({ length }: { length: TCvLength }) {
  const { t } = useTranslation('cvEditor');
  const sections = length.sections
    .map((section) => t(`sections.${section}`))
    .join(t('listSeparator'));
  return (
    <Alert color="red" variant="light" mt="xs" role="alert">
      {t(length.exact ? 'preview.tooLong' : 'preview.tooLongAtLeast', {
        count: length.pages,
        max: CV_EDITOR.exportMaxPages,
        sections,
      })}
    </Alert>
  );
}
