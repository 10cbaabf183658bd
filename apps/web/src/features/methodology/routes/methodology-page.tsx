import { Alert, Button, Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { serverMessage } from '../../../shared/api/api-error';
import { isLanguage } from '../../../shared/i18n/i18n';
import { MarkdownHtml } from '../../../shared/markdown/markdown';
import { renderMarkdownDocument } from '../../../shared/markdown/render-markdown';
import { IconAlert } from '../../../shared/ui/icons';
import { useMethodology } from '../api/get-methodology';
import { TableOfContents } from '../components/table-of-contents';
import classes from './methodology-page.module.css';

/** /methodology: how the AI replacement rate is computed, from the server, with contents. */
export default function MethodologyPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const methodology = useMethodology(language);
  const rendered = useMemo(
    () => (methodology.data ? renderMarkdownDocument(methodology.data.markdown) : null),
    [methodology.data],
  );
  // The document's own title stays in the text; the contents list its sections.
  const sections = rendered?.headings.filter((heading) => heading.level > 1) ?? [];
  const { hash } = useLocation();

  // A link to a section (/methodology#12-roles-that-need-you) lands on it once the text is in.
  useEffect(() => {
    if (!rendered || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [rendered, hash]);

  return (
    <Container size="lg" className={classes.page}>
      {methodology.isPending && (
        <Paper withBorder className={classes.article} aria-busy="true">
          <Stack gap="md">
            <Skeleton height={36} width="70%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={160} mt="lg" />
          </Stack>
        </Paper>
      )}

      {methodology.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert size={18} />}
          title={t('methodology.error')}
          className={classes.error}
        >
          {serverMessage(methodology.error)}
          <Button
            display="block"
            mt="sm"
            size="xs"
            color="red"
            variant="white"
            onClick={() => void methodology.refetch()}
            loading={methodology.isFetching}
          >
            {t('methodology.retry')}
          </Button>
        </Alert>
      )}

      {rendered && (
        <div className={classes.layout}>
          {sections.length > 0 && (
            <aside className={classes.aside}>
              <TableOfContents headings={sections} />
            </aside>
          )}
          <Paper withBorder component="article" className={classes.article}>
            <MarkdownHtml html={rendered.html} />
          </Paper>
        </div>
      )}
    </Container>
  );
}
