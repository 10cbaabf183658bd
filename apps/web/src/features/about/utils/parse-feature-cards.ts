export type TFeatureCard = { title: string; body: string };

/**
 * The advanced-features file: an optional `# Heading` and note for editors, then one
 * `## Title` per card followed by its markdown text. Anything before the first card is not shown.
 */
export function parseFeatureCards(markdown: string): TFeatureCard[] {
  const cards: TFeatureCard[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const finish = () => {
    if (current && current.title) {
      cards.push({ title: current.title, body: current.lines.join('\n').trim() });
    }
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      finish();
      current = { title: heading[1] ?? '', lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return cards;
}
