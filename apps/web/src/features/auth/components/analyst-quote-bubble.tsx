import { Avatar, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { isLanguage } from '../../../shared/i18n/i18n';
import { useAnalystQuotes } from '../api/get-analyst-quotes';
import { pickQuote } from '../utils/parse-analyst-quotes';
import classes from './analyst-quote-bubble.module.css';

/** A random line from one of the four AI analysts, in a speech bubble with their name. */
export function AnalystQuoteBubble() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { data: quotes, isPending } = useAnalystQuotes(language);
  const [seed] = useState(Math.random);

  if (isPending) return <Skeleton height={96} radius="lg" />;
  const quote = pickQuote(quotes ?? [], seed);
  if (!quote) return null;

  const analystId = quote.analystKey ? normalizeAnalystId(quote.analystKey) : undefined;
  return (
    <figure className={classes.figure}>
      {analystId ? (
        <AnalystAvatar analystId={analystId} size={52} />
      ) : (
        // A quote from someone who is not one of the four analysts: their initials.
        <Avatar name={quote.analyst} color="lagoon" variant="filled" size={52} radius="xl" />
      )}
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
