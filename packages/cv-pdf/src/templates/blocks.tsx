/** @jsxRuntime automatic @jsxImportSource react */
import { Image, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { CvItem } from '../cv-view';
import { CV_FONT_FAMILIES, type CvWeight } from '../cv-fonts';
import type { Typesetter } from '../typesetter';

/** Leading of every text in the CV: roomy enough for Chinese, which sets taller than Latin. */
export const LEADING = 1.5;

export interface Palette {
  ink: string;
  muted: string;
  accent: string;
  rule: string;
}

interface LinesProps {
  ts: Typesetter;
  text: string;
  width: number;
  size: number;
  weight?: CvWeight;
  color: string;
  align?: 'left' | 'right';
}

/**
 * One line, each run in the face the typesetter measured it with: a run the main face cannot draw
 * (an emoji, a Ukrainian word) names its own family, so the renderer never substitutes a font.
 */
function lineContent(ts: Typesetter, text: string): ReactNode {
  if (!text) return '\u00a0';
  const runs = ts.runs(text);
  if (runs.length === 1 && runs[0]!.face === 'main') return runs[0]!.text;
  return runs.map((run, index) => (
    <Text key={index} style={{ fontFamily: CV_FONT_FAMILIES[run.face] }}>
      {run.text}
    </Text>
  ));
}

/**
 * A text broken into lines by our typesetter, so Chinese lines fill the width they have. Each line
 * is its own Text: a newline inside one would fall back to a font the PDF does not embed.
 */
export function Lines({ ts, text, width, size, weight = 400, color, align = 'left' }: LinesProps) {
  const style = {
    width,
    fontSize: size,
    fontWeight: weight,
    color,
    lineHeight: LEADING,
    textAlign: align,
  };
  return (
    <View style={{ width }}>
      {ts.lines(text, width, size, weight).map((line, index) => (
        <Text key={index} style={style}>
          {lineContent(ts, line)}
        </Text>
      ))}
    </View>
  );
}

export interface ItemMetrics {
  width: number;
  titleSize: number;
  bodySize: number;
  /** Gap between items of one section. */
  gap: number;
}

/** One job, degree or project: title and dates on one line, then details, text and bullets. */
export function Item({
  ts,
  item,
  metrics,
  palette,
}: {
  ts: Typesetter;
  item: CvItem;
  metrics: ItemMetrics;
  palette: Palette;
}) {
  const { width, titleSize, bodySize } = metrics;
  const whenSize = bodySize - 0.5;
  const whenWidth = item.when ? Math.ceil(ts.width(item.when, whenSize)) + 2 : 0;
  const bulletIndent = bodySize * 1.1;
  return (
    <View style={{ marginBottom: metrics.gap }}>
      {item.title || item.when ? (
        <View
          wrap={false}
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
          }}
        >
          <Lines
            ts={ts}
            text={item.title ?? ''}
            width={width - whenWidth - (whenWidth ? 10 : 0)}
            size={titleSize}
            weight={700}
            color={palette.ink}
          />
          {item.when ? (
            <Text
              style={{
                width: whenWidth,
                fontSize: whenSize,
                color: palette.muted,
                lineHeight: (LEADING * titleSize) / whenSize,
                textAlign: 'right',
              }}
            >
              {item.when}
            </Text>
          ) : null}
        </View>
      ) : null}
      {item.subtitle ? (
        <Lines ts={ts} text={item.subtitle} width={width} size={bodySize} color={palette.muted} />
      ) : null}
      {item.text ? (
        <Lines ts={ts} text={item.text} width={width} size={bodySize} color={palette.ink} />
      ) : null}
      {(item.bullets ?? []).map((bullet, index) => (
        <View key={index} wrap={false} style={{ flexDirection: 'row' }}>
          <Text
            style={{
              width: bulletIndent,
              fontSize: bodySize,
              lineHeight: LEADING,
              color: palette.accent,
            }}
          >
            •
          </Text>
          <Lines
            ts={ts}
            text={bullet}
            width={width - bulletIndent}
            size={bodySize}
            color={palette.ink}
          />
        </View>
      ))}
    </View>
  );
}

export function Photo({ src, width }: { src: string | undefined; width: number }) {
  if (!src) return null;
  return (
    <Image src={src} style={{ width, height: width * 1.25, objectFit: 'cover', borderRadius: 3 }} />
  );
}

/**
 * Room a heading keeps below it on its page: its first item's title line and two lines of text.
 * The heading moves to the next page rather than end a page alone.
 */
const KEEP_AHEAD_PT = 48;

/**
 * A section heading never ends a page alone: it keeps the start of its first item with it. Only
 * the start: a whole item held together would be squeezed, its lines drawn over each other,
 * when it is taller than a page.
 */
export function KeepWithNext({ heading, items }: { heading: ReactNode; items: ReactNode[] }) {
  return (
    <>
      <View minPresenceAhead={KEEP_AHEAD_PT}>{heading}</View>
      {items}
    </>
  );
}

/** A section's items, drawn one after another with the template's measures. */
export function itemsOf(
  items: readonly CvItem[],
  ts: Typesetter,
  palette: Palette,
  metrics: ItemMetrics,
): ReactNode[] {
  return items.map((item, index) => (
    <Item key={index} ts={ts} item={item} palette={palette} metrics={metrics} />
  ));
}
