import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft } from './icons';
import classes from './not-found-panel.module.css';

type TNotFoundPanelProps = { title: string; line: string; backTo: string; backLabel: string };

/** A 404 for one item (a job, an article), with the way back to its list. */
export function NotFoundPanel({ title, line, backTo, backLabel }: TNotFoundPanelProps) {
  return (
    <Stack align="center" gap="md" py={64}>
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="gray.7" ta="center">
        {line}
      </Text>
      <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={18} />} mt="sm">
        {backLabel}
      </Button>
    </Stack>
  );
}
