import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatEventTime, formatEventTimeUtc } from '../utils/webhook-event-format';

/** A moment in the reader's time zone, with the same moment in UTC on hover. */
export function EventTime({ value, ...props }: TextProps & { value: string }) {
  const { t } = useTranslation('adminWebhooks');
  const language = useLanguage();
  return (
    <Text
      component="time"
      dateTime={value}
      title={t('time.utc', { time: formatEventTimeUtc(value, language) })}
      {...props}
    >
      {formatEventTime(value, language)}
    </Text>
  );
}
