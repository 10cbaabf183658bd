import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMarkdownHeading } from '../../../shared/markdown/render-markdown';
import classes from './table-of-contents.module.css';

/** Links to the document's sections and subsections. */
export function TableOfContents({ headings }: { headings: TMarkdownHeading[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="methodology-toc-title" className={classes.toc}>
      <Text id="methodology-toc-title" className={classes.heading}>
        {t('methodology.contents')}
      </Text>
      <ol className={classes.list}>
        {headings.map((heading) => (
          <li key={heading.id} data-level={heading.level} className={classes.item}>
            <Link to={{ hash: heading.id }} className={classes.link}>
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
