import v8 from 'node:v8';
import { expect, it } from 'vitest';
import { keepYoungGenerationSmall } from './young-generation';

const youngGeneration = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;

it('keeps the young generation from growing under allocation', () => {
  keepYoungGenerationSmall();
  const before = youngGeneration();
  const survivors: object[] = [];
  for (let i = 0; i < 2_000_000; i += 1) {
    const item = { i, label: `item ${i}` };
    if (i % 10 === 0) survivors.push(item);
  }
  expect(survivors.length).toBe(200_000);
  expect(youngGeneration()).toBeLessThanOrEqual(before);
});
