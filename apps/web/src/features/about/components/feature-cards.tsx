import { Accordion } from '@mantine/core';
import { useMemo } from 'react';
import { Markdown } from '../../../shared/markdown/markdown';
import type { TFeatureCard } from '../utils/parse-feature-cards';
import classes from './feature-cards.module.css';

/** Collapsible cards, one per feature; several may be open at once. */
export function FeatureCards({ cards }: { cards: TFeatureCard[] }) {
  const values = useMemo(() => cards.map((card, index) => `${index}-${card.title}`), [cards]);
  return (
    <Accordion
      multiple
      variant="separated"
      radius="lg"
      classNames={{ item: classes.item, control: classes.control }}
    >
      {cards.map((card, index) => (
        <Accordion.Item key={values[index]} value={values[index]!}>
          <Accordion.Control>{card.title}</Accordion.Control>
          <Accordion.Panel>
            <Markdown source={card.body} variant="compact" />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
