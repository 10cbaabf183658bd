import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';

/** What an imported file holds, shown before it replaces anything. */
export function ImportReview({
  cv,
  onConfirm,
  onCancel,
}: {
  cv: TCvDocument;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cvEditor');
  return (
    <Modal opened onClose={onCancel} title={t('review.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('review.intro')}</Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={110}>{t('review.name')}</Table.Th>
              <Table.Td>{cv.basics.name || '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('review.label')}</Table.Th>
              <Table.Td>{cv.basics.label || '—'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('review.counts', {
            work: cv.work.length,
            education: cv.education.length,
            skills: cv.skills.length,
            languages: cv.languages.length,
            projects: cv.projects.length,
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('review.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('review.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
