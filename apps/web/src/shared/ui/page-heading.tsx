import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-heading.module.css';

/** The h1 of an account or admin page, with the line under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text size="sm" c="gray.7">
        {intro}
      </Text>
    </div>
  );
}
