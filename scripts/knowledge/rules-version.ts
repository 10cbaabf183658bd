/**
 * Version of the mapping and aggregation rules in MAPPING.md. Bump it whenever a rule changes the
 * figures, so a stored job analysis can say which rules produced its numbers.
 */
export const RULES_VERSION = 3;
