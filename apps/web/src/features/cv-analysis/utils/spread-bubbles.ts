export type TBubble = { x: number; y: number; r: number };

/** Bubbles never touch: at least this many pixels of air between two. */
const GAP = 1;
const ROUNDS = 200;

/**
 * Moves overlapping bubbles apart as little as it can, each staying inside the plot
 * (0..width, 0..height, in pixels): two roles with nearly the same fit and rate are drawn side by
 * side rather than one over the other. Returns the new centres in the bubbles' order.
 */
export function spreadBubbles(
  bubbles: TBubble[],
  plot: { width: number; height: number },
): { x: number; y: number }[] {
  const placed = bubbles.map((bubble) => ({ ...bubble }));
  const clamp = (bubble: TBubble) => {
    bubble.x = Math.min(Math.max(bubble.x, bubble.r), Math.max(bubble.r, plot.width - bubble.r));
    bubble.y = Math.min(Math.max(bubble.y, bubble.r), Math.max(bubble.r, plot.height - bubble.r));
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    let moved = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        const need = a.r + b.r + GAP;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= need - 0.01) continue;
        if (distance < 0.01) {
          // The same spot: part them along a fixed slant, the later one down and to the right.
          dx = 1;
          dy = 0.6;
          distance = Math.hypot(dx, dy);
        }
        const push = (need - distance) / 2 + 0.05;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        clamp(a);
        clamp(b);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed.map(({ x, y }) => ({ x, y }));
}
