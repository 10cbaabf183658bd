import { Group, Input, SegmentedControl, Select, Switch } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_STATUSES,
  type TWebhookEventStatus,
} from '@irreplaceable/contracts/payments/payment-statuses';
import type { TWebhookEventFilters } from '../api/webhook-event-query-keys';
import classes from './webhook-events.module.css';

/** Stands for "no filter" in the controls; no event type or status is spelt like it. */
const ALL = '*';

type TWebhookEventFiltersProps = {
  filters: TWebhookEventFilters;
  /** Every type stored, from the last answer. */
  types: string[];
  onChange: (changes: Partial<TWebhookEventFilters>) => void;
};

/** Status, type and "needs attention only": the filters the address keeps. */
export function WebhookEventFilterBar({ filters, types, onChange }: TWebhookEventFiltersProps) {
  const { t } = useTranslation('adminWebhooks');
  const statusLabelId = useId();
  // A type from a link stays choosable even before (or after) the server has one stored.
  const typeOptions =
    filters.type && !types.includes(filters.type) ? [filters.type, ...types] : types;

  return (
    <Group gap="md" align="flex-end" className={classes.filters}>
      {/* A visible label like the type's; the radio group is named by it for screen readers too. */}
      <Input.Wrapper
        label={t('filters.status')}
        labelElement="div"
        id={statusLabelId}
        className={classes.statusField}
      >
        <SegmentedControl
          aria-labelledby={`${statusLabelId}-label`}
          value={filters.status ?? ALL}
          onChange={(value) =>
            onChange({
              status: WEBHOOK_EVENT_STATUSES.find((status) => status === value) ?? null,
            })
          }
          data={[
            { value: ALL, label: t('filters.statusAll') },
            ...WEBHOOK_EVENT_STATUSES.map((status: TWebhookEventStatus) => ({
              value: status,
              label: t(`status.${status}`),
            })),
          ]}
          className={classes.statusControl}
        />
      </Input.Wrapper>
      <Select
        label={t('filters.type')}
        value={filters.type ?? ALL}
        onChange={(value) => onChange({ type: value === null || value === ALL ? null : value })}
        data={[{ value: ALL, label: t('filters.typeAll') }, ...typeOptions]}
        allowDeselect={false}
        className={classes.typeSelect}
      />
      <Switch
        label={t('filters.attention')}
        checked={filters.attentionOnly}
        onChange={(event) => onChange({ attentionOnly: event.currentTarget.checked })}
        className={classes.attentionSwitch}
      />
    </Group>
  );
}
