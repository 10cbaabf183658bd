/** @jsxRuntime automatic @jsxImportSource react */
import { Page, View } from '@react-pdf/renderer';
import { CV_FONT_FAMILY } from '../cv-fonts';
import { itemsOf, Lines, Photo, type Palette } from './blocks';
import type { TemplateProps } from './template-props';

const palette: Palette = { ink: '#172026', muted: '#55626c', accent: '#0f766e', rule: '#b7d9d5' };
const MARGIN_X = 38;
const MARGIN_Y = 34;
const GUTTER = 88;
const GAP = 12;

/** Dense and even: headings in a left gutter, so two pages of experience fit on one and a half. */
export function CompactTemplate({ view, ts, page }: TemplateProps) {
  const width = page.width - MARGIN_X * 2;
  const bodyWidth = width - GUTTER - GAP;
  const contactWidth = Math.min(200, width / 3);
  const photo = view.photo ? 52 : 0;
  const nameWidth = width - contactWidth - (photo ? photo + GAP : 0) - GAP;
  return (
    <Page
      size={page.name}
      style={{ fontFamily: CV_FONT_FAMILY, paddingHorizontal: MARGIN_X, paddingVertical: MARGIN_Y }}
    >
      <View
        style={{
          flexDirection: 'row',
          alignItems: 'flex-end',
          borderBottomWidth: 2,
          borderBottomColor: palette.accent,
          paddingBottom: 8,
          marginBottom: 10,
        }}
      >
        {photo ? (
          <View style={{ marginRight: GAP }}>
            <Photo src={view.photo} width={photo} />
          </View>
        ) : null}
        <View style={{ width: nameWidth, marginRight: GAP }}>
          {view.name ? (
            <Lines
              ts={ts}
              text={view.name}
              width={nameWidth}
              size={19}
              weight={700}
              color={palette.ink}
            />
          ) : null}
          {view.title ? (
            <Lines
              ts={ts}
              text={view.title}
              width={nameWidth}
              size={11}
              weight={700}
              color={palette.accent}
            />
          ) : null}
        </View>
        <View style={{ width: contactWidth }}>
          {view.contacts.map((contact) => (
            <Lines
              key={contact}
              ts={ts}
              text={contact}
              width={contactWidth}
              size={8.5}
              color={palette.muted}
              align="right"
            />
          ))}
        </View>
      </View>
      {view.sections.map((section) => (
        <View
          key={section.id}
          // A section of a few lines moves whole rather than leave one line on the next page.
          wrap={section.items.some(
            (item) => (item.bullets?.length ?? 0) > 0 || Boolean(item.title),
          )}
          style={{
            flexDirection: 'row',
            paddingVertical: 5,
            borderBottomWidth: 0.5,
            borderBottomColor: palette.rule,
          }}
        >
          <View style={{ width: GUTTER, marginRight: GAP }}>
            <Lines
              ts={ts}
              text={section.heading}
              width={GUTTER}
              size={9.5}
              weight={700}
              color={palette.accent}
            />
          </View>
          <View style={{ width: bodyWidth }}>
            {itemsOf(section.items, ts, palette, {
              width: bodyWidth,
              titleSize: 9.5,
              bodySize: 8.8,
              gap: 4,
            })}
          </View>
        </View>
      ))}
    </Page>
  );
}
