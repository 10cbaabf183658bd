/** One quote from one of the four AI analysts, as written in public/contents/login/<lang>.md. */
export type TAnalystQuote = {
  analyst: string;
  /** The analyst's model key (gpt, claude, gemini, deepseek) when the heading names one. */
  analystKey: string | null;
  quote: string;
};

const HEADING = /^##\s+(.+?)(?:\s+\(([a-z0-9-]+)\))?\s*$/i;
const QUOTE = /^[-*]\s+(.+)$/;

/**
 * The login quotes file is plain markdown: one `## Name (key)` heading per analyst followed by
 * `- quote` lines. Anything else (a title, blank lines, notes) is ignored.
 */
export function parseAnalystQuotes(markdown: string): TAnalystQuote[] {
  const quotes: TAnalystQuote[] = [];
  let analyst: string | null = null;
  let analystKey: string | null = null;
  for (const rawLine of markdown.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      analyst = heading[1] ?? null;
      analystKey = heading[2]?.toLowerCase() ?? null;
      continue;
    }
    const quote = QUOTE.exec(line)?.[1]?.trim();
    if (analyst && quote) quotes.push({ analyst, analystKey, quote });
  }
  return quotes;
}

/** `seed` in [0, 1) picks the quote, so the choice stays put across re-renders. */
export function pickQuote(quotes: TAnalystQuote[], seed: number): TAnalystQuote | null {
  if (quotes.length === 0) return null;
  return quotes[Math.floor(seed * quotes.length) % quotes.length] ?? null;
}
