import { describe, expect, it } from 'vitest';
import { spreadBubbles, type TBubble } from './spread-bubbles';

const overlaps = (bubbles: TBubble[], centres: { x: number; y: number }[]) => {
  const found: [number, number][] = [];
  for (let i = 0; i < bubbles.length; i += 1) {
    for (let j = i + 1; j < bubbles.length; j += 1) {
      const distance = Math.hypot(centres[i]!.x - centres[j]!.x, centres[i]!.y - centres[j]!.y);
      if (distance < bubbles[i]!.r + bubbles[j]!.r) found.push([i + 1, j + 1]);
    }
  }
  return found;
};

describe('spreadBubbles', () => {
  it('leaves bubbles that do not touch where they are', () => {
    const bubbles = [
      { x: 20, y: 20, r: 10 },
      { x: 80, y: 80, r: 10 },
    ];
    expect(spreadBubbles(bubbles, { width: 100, height: 100 })).toEqual([
      { x: 20, y: 20 },
      { x: 80, y: 80 },
    ]);
  });

  it('parts two roles with almost the same fit and rate, moving each only a little', () => {
    const bubbles = [
      { x: 100, y: 60, r: 15 },
      { x: 104, y: 62, r: 12 },
    ];
    const centres = spreadBubbles(bubbles, { width: 270, height: 240 });
    expect(overlaps(bubbles, centres)).toEqual([]);
    for (const [index, centre] of centres.entries()) {
      expect(Math.hypot(centre.x - bubbles[index]!.x, centre.y - bubbles[index]!.y)).toBeLessThan(
        20,
      );
    }
  });

  it('spreads a crowded corner on a phone-sized plot and keeps every bubble inside', () => {
    // Ten roles, most of them fitting well at a low rate: the chart as a phone draws it.
    const bubbles = [
      { x: 30, y: 30, r: 18 },
      { x: 35, y: 34, r: 16 },
      { x: 40, y: 28, r: 14 },
      { x: 32, y: 40, r: 12 },
      { x: 120, y: 100, r: 10 },
      { x: 124, y: 102, r: 10 },
      { x: 36, y: 31, r: 9 },
      { x: 200, y: 180, r: 12 },
      { x: 5, y: 5, r: 8 },
      { x: 37, y: 33, r: 11 },
    ];
    const plot = { width: 270, height: 240 };
    const centres = spreadBubbles(bubbles, plot);
    expect(overlaps(bubbles, centres)).toEqual([]);
    for (const [index, centre] of centres.entries()) {
      const r = bubbles[index]!.r;
      expect(centre.x).toBeGreaterThanOrEqual(r);
      expect(centre.y).toBeGreaterThanOrEqual(r);
      expect(centre.x).toBeLessThanOrEqual(plot.width - r);
      expect(centre.y).toBeLessThanOrEqual(plot.height - r);
    }
  });
});
