/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View } from '@react-pdf/renderer';
import { CV_FONT_FAMILY } from '../cv-fonts';
import { itemsOf, KeepWithNext, LEADING, Lines, Photo, type Palette } from './blocks';
import type { TemplateProps } from './template-props';

const palette: Palette = { ink: '#1b1f24', muted: '#5b6470', accent: '#1b1f24', rule: '#1b1f24' };
const MARGIN_X = 52;
const MARGIN_Y = 46;
const PHOTO = 64;

/** One column, black on white, ruled section headings: the CV a recruiter has seen a thousand times, done well. */
export function ClassicTemplate({ view, ts, page }: TemplateProps) {
  const width = page.width - MARGIN_X * 2;
  const headWidth = view.photo ? width - PHOTO - 16 : width;
  const contacts = view.contacts.join('   |   ');
  return (
    <Page
      size={page.name}
      style={{
        fontFamily: CV_FONT_FAMILY,
        paddingHorizontal: MARGIN_X,
        paddingVertical: MARGIN_Y,
        color: palette.ink,
      }}
    >
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 10 }}>
        <View style={{ width: headWidth }}>
          {view.name ? (
            <Lines
              ts={ts}
              text={view.name}
              width={headWidth}
              size={22}
              weight={700}
              color={palette.ink}
            />
          ) : null}
          {view.title ? (
            <Lines ts={ts} text={view.title} width={headWidth} size={12.5} color={palette.ink} />
          ) : null}
          {contacts ? (
            <Lines ts={ts} text={contacts} width={headWidth} size={9} color={palette.muted} />
          ) : null}
        </View>
        <Photo src={view.photo} width={PHOTO} />
      </View>
      {view.sections.map((section) => (
        <View key={section.id} style={{ marginTop: 10 }}>
          <KeepWithNext
            heading={
              <View
                style={{ borderBottomWidth: 0.8, borderBottomColor: palette.rule, marginBottom: 6 }}
              >
                <Text
                  style={{
                    fontSize: 11.5,
                    fontWeight: 700,
                    lineHeight: LEADING,
                    letterSpacing: 0.3,
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
              gap: 6,
            })}
          />
        </View>
      ))}
    </Page>
  );
}
