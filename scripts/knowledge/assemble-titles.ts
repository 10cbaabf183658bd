import type { OccupationTitles, TitleEntry } from '../../packages/analyst/src/knowledge/types';
import { compareText } from './codes';
import type { OnetOccupation } from './sources/onet-occupations';
import type { AlternateTitle, ReportedTitle } from './sources/onet-titles';
import { expandTitle, titleKey } from './title-variants';

/** Flag letters, in the order they are written (see TitleEntry). */
const FLAG_ORDER = 'oasrmx';

interface Variant {
  text: string;
  direct: Set<string>;
  derived: Set<string>;
}

class TitleSet {
  private readonly variants = new Map<string, Variant>();

  add(text: string, flags: string): void {
    if (text === '') return;
    this.put(text, flags, 'direct');
    for (const extra of expandTitle(text)) this.put(extra, flags, 'derived');
  }

  private put(text: string, flags: string, kind: 'direct' | 'derived'): void {
    const key = titleKey(text);
    const variant = this.variants.get(key) ?? { text, direct: new Set(), derived: new Set() };
    // The spelling of a title seen directly beats the spelling of one only derived by a split.
    if (kind === 'direct' && variant.direct.size === 0) variant.text = text;
    for (const flag of flags) variant[kind].add(flag);
    this.variants.set(key, variant);
  }

  entries(): TitleEntry[] {
    return [...this.variants]
      .sort(([a], [b]) => compareText(a, b))
      .map(([, v]) => [
        v.text,
        flagString(v.direct.size > 0 ? v.direct : new Set([...v.derived, 'x'])),
      ]);
  }
}

function flagString(flags: ReadonlySet<string>): string {
  return [...FLAG_ORDER].filter((flag) => flags.has(flag)).join('');
}

export interface TitleSources {
  occupations: readonly OnetOccupation[];
  alternate: readonly AlternateTitle[];
  reported: readonly ReportedTitle[];
  zhAliases: ReadonlyMap<string, readonly string[]>;
  zhTitles: ReadonlyMap<string, string>;
}

/** Every English title of every occupation with its source flags, plus our Chinese aliases. */
export function assembleTitles(sources: TitleSources): OccupationTitles[] {
  const sets = new Map(sources.occupations.map((o) => [o.code, new TitleSet()]));
  const setOf = (code: string): TitleSet => {
    const set = sets.get(code);
    if (!set) throw new Error(`Title for unknown occupation ${code}`);
    return set;
  };
  for (const o of sources.occupations) setOf(o.code).add(o.title, 'o');
  for (const a of sources.alternate) {
    setOf(a.code).add(a.title, 'a');
    setOf(a.code).add(a.shortTitle, 's');
  }
  for (const r of sources.reported) setOf(r.code).add(r.title, r.shownInMyNextMove ? 'rm' : 'r');
  return sources.occupations.map((o) => ({
    code: o.code,
    en: setOf(o.code).entries(),
    // The Chinese title itself lives on the occupation record, so it is not repeated as an alias.
    zh: (sources.zhAliases.get(o.code) ?? []).filter(
      (alias) => alias !== sources.zhTitles.get(o.code),
    ),
  }));
}
