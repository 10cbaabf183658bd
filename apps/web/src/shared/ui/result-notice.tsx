import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconHourglass } from './icons';
import classes from './result-notice.module.css';

type TResultNoticeProps = {
  title: string;
  line: string;
  /** A second, smaller line (what happened to a charge, say). */
  extra?: string | null;
  action: { to: string; label: string };
};

/** In place of a result that cannot be shown (missing, expired, failed): why, and where next. */
export function ResultNotice({ title, line, extra, action }: TResultNoticeProps) {
  return (
    <Paper withBorder className={classes.notice}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconHourglass size={28} />
        </ThemeIcon>
        <Title order={1} ta="center" fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="gray.7" ta="center" maw={480}>
          {line}
        </Text>
        {extra && (
          <Text c="gray.7" ta="center" size="sm" maw={480}>
            {extra}
          </Text>
        )}
        <Button component={Link} to={action.to} variant="light" mt="sm">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
