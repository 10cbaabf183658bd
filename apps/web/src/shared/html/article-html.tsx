import { useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitize-article-html';
import classes from './article-html.module.css';

type TArticleHtmlProps = {
  /** Article HTML from the server or the editor: it is sanitised here, whatever its source. */
  html: string;
  className?: string;
  /** A language for the text when it differs from the page's (a fallback translation). */
  lang?: string;
};

/** Rich article content with the article typography, sanitised with DOMPurify before display. */
export function ArticleHtml({ html, className, lang }: TArticleHtmlProps) {
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <div
      lang={lang}
      className={className ? `${classes.article} ${className}` : classes.article}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
