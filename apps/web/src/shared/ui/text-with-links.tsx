import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * Renders a translated sentence whose links are marked as `<name>text</name>`, so the words
 * around a link can follow each language's own order. Lighter than react-i18next's <Trans>.
 */
export function TextWithLinks({
  text,
  links,
}: {
  text: string;
  links: Record<string, (label: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', label = ''] = match;
    parts.push(text.slice(cursor, match.index));
    const render = links[name];
    parts.push(<Fragment key={match.index}>{render ? render(label) : label}</Fragment>);
    cursor = match.index + whole.length;
  }
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}
