/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View } from '@react-pdf/renderer';
import type { CvViewSection } from '../cv-view';
import { CV_FONT_FAMILY } from '../cv-fonts';
import { SIDE_COLUMN_SECTIONS } from '../page-length';
import type { Typesetter } from '../typesetter';
import { itemsOf, KeepWithNext, LEADING, Lines, Photo, type Palette } from './blocks';
import type { TemplateProps } from './template-props';

const SIDEBAR = 176;
const SIDE_PAD = 20;
const MAIN_PAD = 30;
const MARGIN_Y = 38;
const sidebarPalette: Palette = {
  ink: '#f4f7fb',
  muted: '#c4d3e4',
  accent: '#8ec5ff',
  rule: '#8ec5ff',
};
const mainPalette: Palette = {
  ink: '#1b1f24',
  muted: '#5b6470',
  accent: '#1f5f99',
  rule: '#1f5f99',
};

function Section({
  section,
  ts,
  width,
  palette,
  headingSize,
}: {
  section: CvViewSection;
  ts: Typesetter;
  width: number;
  palette: Palette;
  headingSize: number;
}) {
  return (
    <View style={{ marginBottom: 12 }}>
      <KeepWithNext
        heading={
          <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }}>
            <View
              style={{ width: 14, height: 2.5, backgroundColor: palette.accent, marginRight: 6 }}
            />
            <Text
              style={{
                fontSize: headingSize,
                fontWeight: 700,
                color: palette.ink,
                lineHeight: LEADING,
              }}
            >
              {section.heading}
            </Text>
          </View>
        }
        items={itemsOf(section.items, ts, palette, {
          width,
          titleSize: 10.5,
          bodySize: 9.5,
          gap: 7,
        })}
      />
    </View>
  );
}

/** A dark sidebar with the person, their contacts and short lists; the wide column for their career. */
export function ModernTemplate({ view, ts, page }: TemplateProps) {
  const sideWidth = SIDEBAR - SIDE_PAD * 2;
  const mainWidth = page.width - SIDEBAR - MAIN_PAD * 2;
  const side = view.sections.filter((section) => SIDE_COLUMN_SECTIONS.has(section.id));
  const main = view.sections.filter((section) => !SIDE_COLUMN_SECTIONS.has(section.id));
  return (
    <Page
      size={page.name}
      style={{ fontFamily: CV_FONT_FAMILY, flexDirection: 'row', paddingVertical: MARGIN_Y }}
    >
      <View
        fixed
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: SIDEBAR,
          backgroundColor: '#17324d',
        }}
      />
      <View style={{ width: SIDEBAR, paddingHorizontal: SIDE_PAD }}>
        <View style={{ marginBottom: 14 }}>
          <Photo src={view.photo} width={72} />
        </View>
        {view.name ? (
          <Lines
            ts={ts}
            text={view.name}
            width={sideWidth}
            size={18}
            weight={700}
            color={sidebarPalette.ink}
          />
        ) : null}
        {view.title ? (
          <Lines
            ts={ts}
            text={view.title}
            width={sideWidth}
            size={10.5}
            color={sidebarPalette.accent}
          />
        ) : null}
        <View style={{ marginTop: 10, marginBottom: 16 }}>
          {view.contacts.map((contact) => (
            <Lines
              key={contact}
              ts={ts}
              text={contact}
              width={sideWidth}
              size={8.5}
              color={sidebarPalette.muted}
            />
          ))}
        </View>
        {side.map((section) => (
          <SideSection key={section.id} section={section} ts={ts} width={sideWidth} />
        ))}
      </View>
      <View style={{ width: page.width - SIDEBAR, paddingHorizontal: MAIN_PAD }}>
        {main.map((section) => (
          <Section
            key={section.id}
            section={section}
            ts={ts}
            width={mainWidth}
            palette={mainPalette}
            headingSize={12}
          />
        ))}
      </View>
    </Page>
  );
}

/** Sidebar lists read better one entry a line than as a run-on paragraph. */
function SideSection({
  section,
  ts,
  width,
}: {
  section: CvViewSection;
  ts: Typesetter;
  width: number;
}) {
  const items = section.items.flatMap((item) =>
    item.text && !item.title ? splitList(item.text).map((text) => ({ text })) : [item],
  );
  return (
    <Section
      section={{ ...section, items }}
      ts={ts}
      width={width}
      palette={sidebarPalette}
      headingSize={11}
    />
  );
}

function splitList(text: string): string[] {
  return text.split(/ · |；/);
}
