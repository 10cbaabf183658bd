import type { ActivityKind } from './activity-kinds';

/**
 * A property of the job that a page states. The plan records each one it asserts (with the
 * activities a claim is about), so a check can recompute it from the figures.
 */
export type Property =
  | `mostly-${ActivityKind}`
  | 'physical'
  | 'people-facing'
  | 'low-exposure'
  | 'moderate-exposure'
  | 'exposed'
  | 'no-study'
  | 'rate-stated'
  | 'growing'
  | 'faster-than-average'
  | 'shrinking'
  | 'well-paid'
  | 'poorly-paid'
  | 'large'
  | 'small';

export interface Assertion {
  property: Property;
  /** IWA ids the claim is about, when it is about named activities rather than the job. */
  activities?: string[];
}

/** Collects assertions while the plan is made; each decision states what it claims. */
export class AssertionLog {
  readonly items: Assertion[] = [];

  /** Records the claim and returns the value, so a decision reads `log.claim('growing', …)`. */
  claim<T>(property: Property, value: T, activities?: readonly { id: string }[]): T {
    this.items.push(
      activities ? { property, activities: activities.map((item) => item.id) } : { property },
    );
    return value;
  }
}
