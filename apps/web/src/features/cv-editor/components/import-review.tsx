import { Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';

/** What an imported file holds, shown before it replaces anything. */
export function ImportReview({
  cv,
  fromFile,
  onConfirm,
  onCancel,
}: {
  cv: TCvDocument;
  /** Read from a CV file by the analyst: worth checking field by field. */
  fromFile: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cvEditor');
  return (
    <Modal opened onClose={onCancel} title={t('review.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('review.intro')}</Text>
        {fromFile ? (
          <Text size="sm" c="orange.9">
            {t('review.fromFile')}
          </Text>
        ) : null}
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
        {cv.work.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t('sections.work')}
            </Text>
            <List size="sm" spacing={2}>
              {cv.work.map((job, index) => (
                <List.Item key={index}>
                  {[
                    job.position,
                    job.name,
                    [job.startDate, job.endDate].filter(Boolean).join(' – '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {job.highlights?.length ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t('review.lines', { count: job.highlights.length })})
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {cv.skills.length > 0 ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('sections.skills')}:{' '}
            </Text>
            {cv.skills.map((skill) => skill.name).join(t('listSeparator'))}
          </Text>
        ) : null}
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
