import { Button, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './empty-state.module.css';

type TEmptyStateProps = {
  icon?: ComponentType<{ size?: number; className?: string }>;
  title: string;
  hint?: string;
  /** A link to where the first item comes from. */
  action?: { to: string; label: string };
};

/** What an empty list says, centred in its panel. */
export function EmptyState({ icon: Icon, title, hint, action }: TEmptyStateProps) {
  return (
    <Stack align="center" gap="xs" className={classes.empty}>
      {Icon && <Icon size={40} className={classes.icon} />}
      <Text fw={650} fz="lg">
        {title}
      </Text>
      {hint && (
        <Text c="gray.7" ta="center" maw={420}>
          {hint}
        </Text>
      )}
      {action && (
        <Button component={Link} to={action.to} variant="light" mt="sm">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
