import { Avatar, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { isLanguage } from '../../../shared/i18n/i18n';
import { useAnalystQuotes } from '../api/get-analyst-quotes';
import { pickQuote } from '../utils/parse-analyst-quotes';
import classes from './analyst-quote-bubble.module.css';

/** Each analyst keeps one colour across the product. */
const ANALYST_COLORS: Record<string, string> = {
  gpt: 'teal',
  claude: 'orange',
  gemini: 'blue',
  deepseek: 'indigo',
};

/** A random line from one of the four AI analysts, in a speech bubble with their name. */
export function AnalystQuoteBubble() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { data: quotes, isPending } = useAnalystQuotes(language);
  const [seed] = useState(Math.random);

  if (isPending) return <Skeleton height={96} radius="lg" />;
  const quote = pickQuote(quotes ?? [], seed);
  if (!quote) return null;

  const color = ANALYST_COLORS[quote.analystKey ?? ''] ?? 'lagoon';
  return (
    <figure className={classes.figure}>
      <Avatar name={quote.analyst} color={color} variant="filled" size={52} radius="xl" />
      <div className={classes.body}>
        <blockquote className={classes.bubble}>
          <Text fz={{ base: 'sm', sm: 'md' }} lh={1.55}>
            {quote.quote}
          </Text>
        </blockquote>
        <Text component="figcaption" size="sm" fw={600} c="dimmed" mt={6}>
          {t('auth.quote.label', { name: quote.analyst })}
        </Text>
      </div>
    </figure>
  );
}
