import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { IconAlert } from '../../../shared/ui/icons';
import { useAdminNews } from '../api/get-admin-news';
import { NewsEditorForm } from '../components/news-editor-form';
import classes from './admin-news-page.module.css';

/** /admin/news/new and /admin/news/:id: the article editor. */
export default function AdminNewsEditorPage() {
  const { id } = useParams();
  const articleId = id === undefined ? null : Number(id);
  const isValidId = articleId === null || (Number.isSafeInteger(articleId) && articleId > 0);

  return (
    <Container size="xl" className={classes.page}>
      {!isValidId ? (
        <EditorLoadError isNotFound />
      ) : articleId === null ? (
        <NewsEditorForm article={null} />
      ) : (
        <ExistingArticle key={articleId} id={articleId} />
      )}
    </Container>
  );
}

function ExistingArticle({ id }: { id: number }) {
  const article = useAdminNews(id);
  if (article.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width={280} />
        <Skeleton height={40} />
        <Skeleton height={120} />
        <Skeleton height={360} />
      </Stack>
    );
  }
  if (article.isError) {
    const isNotFound = isApiError(article.error) && article.error.status === 404;
    return <EditorLoadError isNotFound={isNotFound} onRetry={() => void article.refetch()} />;
  }
  return <NewsEditorForm article={article.data} />;
}

function EditorLoadError({ isNotFound, onRetry }: { isNotFound: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('adminNews');
  return (
    <Alert
      color={isNotFound ? 'gray' : 'red'}
      variant="light"
      icon={<IconAlert size={18} />}
      title={isNotFound ? t('editor.notFound') : t('editor.loadError')}
    >
      {isNotFound || !onRetry ? (
        <Button component={Link} to="/admin/news" size="xs" variant="white">
          {t('editor.backToList')}
        </Button>
      ) : (
        <Button size="xs" color="red" variant="white" onClick={onRetry}>
          {t('editor.retry')}
        </Button>
      )}
    </Alert>
  );
}
