import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminNewsListItem } from '@irreplaceable/contracts/news/admin-list-news';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import classes from './admin-news-table.module.css';

type TAdminNewsTableProps = {
  items: TAdminNewsListItem[];
  busyId: number | null;
  onToggleStatus: (item: TAdminNewsListItem) => void;
  onDelete: (item: TAdminNewsListItem) => void;
};

export function articleName(item: Pick<TAdminNewsListItem, 'title_en' | 'title_zh'>): string {
  return item.title_en || item.title_zh;
}

/** Every article with its status and counts, and what an admin can do with it. */
export function AdminNewsTable({ items, busyId, onToggleStatus, onDelete }: TAdminNewsTableProps) {
  const { t } = useTranslation('adminNews');
  const { date } = useDateFormat();

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.article')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.category')}</Table.Th>
            <Table.Th>{t('list.columns.stats')}</Table.Th>
            <Table.Th>{t('list.columns.updated')}</Table.Th>
            <Table.Th>
              <span className={classes.actionsHead}>{t('list.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = articleName(item) || t('list.untitled');
            const isPublished = item.status === 'published';
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <div className={classes.thumb}>
                      {item.cover_url && <img src={item.cover_url} alt="" loading="lazy" />}
                    </div>
                    <div className={classes.titles}>
                      <Link to={`/admin/news/${item.id}`} className={classes.title}>
                        {name}
                      </Link>
                      {item.title_en && item.title_zh && (
                        <Text size="xs" c="gray.7" truncate lang="zh-CN">
                          {item.title_zh}
                        </Text>
                      )}
                      <Text size="xs" c="gray.7" truncate>
                        {item.author}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={isPublished ? 'lagoon' : 'gray'}>
                    {t(`list.status.${item.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{t(`editor.categories.${item.category}`)}</Table.Td>
                <Table.Td className={classes.numbers}>
                  {item.views} · {item.likes} · {item.comments}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="time" dateTime={item.updated_at}>
                    {date(item.updated_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      component={Link}
                      to={`/admin/news/${item.id}`}
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('list.editLabel', { title: name })}
                    >
                      {t('list.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color={isPublished ? 'gray' : 'lagoon'}
                      loading={busyId === item.id}
                      onClick={() => onToggleStatus(item)}
                    >
                      {isPublished ? t('list.unpublish') : t('list.publish')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(item)}
                    >
                      {t('list.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
