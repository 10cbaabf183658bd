import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';
import classes from './markdown.module.css';

type TMarkdownProps = {
  source: string;
  /** 'compact' for speech bubbles and cards: smaller type and tighter spacing. */
  variant?: 'default' | 'compact';
  className?: string;
};

/** Renders markdown from the server; raw HTML is escaped and unsafe links are dropped. */
export function Markdown({ source, variant = 'default', className }: TMarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <MarkdownHtml html={html} variant={variant} className={className} />;
}

/** HTML that came out of the markdown renderer (and only that), with the shared typography. */
export function MarkdownHtml({
  html,
  variant = 'default',
  className,
}: {
  html: string;
  variant?: 'default' | 'compact';
  className?: string;
}) {
  const classNames = [classes.markdown, variant === 'compact' ? classes.compact : '', className]
    .filter(Boolean)
    .join(' ');
  return <div className={classNames} dangerouslySetInnerHTML={{ __html: html }} />;
}
