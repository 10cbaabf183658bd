#!/usr/bin/env bash
# Makes the CV fonts committed in packages/cv-pdf/fonts, as WOFF2, all under the SIL Open Font
# License 1.1 (packages/cv-pdf/fonts/OFL.txt):
# - Noto Sans CJK SC, as Debian's fonts-noto-cjk installs it: every character GBK encodes (about
#   21,000 Chinese characters, simplified and traditional, enough for rare characters in names)
#   plus Latin, Latin-1 and the punctuation a CV uses. The CV's own face.
# - Noto Sans, as Debian's fonts-noto-core installs it: Latin, Greek and Cyrillic beyond what the
#   CJK face holds (Vietnamese, Greek accents, Ukrainian and Serbian letters, combining accents),
#   drawn for the words the CJK face cannot spell.
# - Noto Emoji (monochrome), as the npm package @expo-google-fonts/noto-emoji ships it: emoji stay
#   text, so they can be copied and searched, and its ligatures join ZWJ sequences into one sign.
# Needs fonttools and brotli (apt-get install fonttools python3-brotli fonts-noto-cjk
# fonts-noto-core) and npm. Run again only to change a character set or a font's version.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=packages/cv-pdf/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unicodes=$work/gbk-latin.txt

/usr/bin/python3 - "$unicodes" <<'PY'
import sys
chars = set()
for high in range(0x81, 0xFF):
    for low in range(0x40, 0xFF):
        try:
            chars.add(bytes([high, low]).decode('gbk'))
        except UnicodeDecodeError:
            pass
ranges = [(0x20, 0x7E), (0xA0, 0x24F), (0x2000, 0x206F), (0x20A0, 0x20BF), (0x2100, 0x215F),
          (0x2190, 0x21FF), (0x2460, 0x24FF), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x3000, 0x303F),
          (0xFF00, 0xFFEF)]
for first, last in ranges:
    chars.update(chr(code) for code in range(first, last + 1))
codes = sorted(ord(c) for c in chars if len(c) == 1)
open(sys.argv[1], 'w').write(','.join('U+%04X' % code for code in codes))
PY

# Font number 2 in the collection is the simplified-Chinese (SC) face.
for weight in Regular Bold; do
  pyftsubset "/usr/share/fonts/opentype/noto/NotoSansCJK-$weight.ttc" --font-number=2 \
    --unicodes-file="$unicodes" --layout-features='kern,liga,palt,halt' --no-hinting \
    --flavor=woff2 --output-file="$out/noto-sans-sc-${weight,,}.woff2"
done

# Latin (with IPA and Extended Additional), combining accents, Greek (with Extended) and Cyrillic
# (with its supplement and extensions); 'mark' and 'mkmk' place a combining accent on its letter.
latin_greek_cyrillic='U+0020-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1AB0-1AFF,U+1DC0-1DFF,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+20A0-20C0,U+2C60-2C7F,U+2DE0-2DFF,U+A640-A69F,U+A720-A7FF,U+AB30-AB6F'
for weight in Regular Bold; do
  pyftsubset "/usr/share/fonts/truetype/noto/NotoSans-$weight.ttf" \
    --unicodes="$latin_greek_cyrillic" --layout-features='kern,liga,ccmp,locl,mark,mkmk' \
    --no-hinting --output-file="$out/noto-sans-${weight,,}.ttf"
done

# Every emoji the font has, with its ligatures ('ccmp' joins ZWJ sequences, flags and skin tones).
npm pack --silent --pack-destination "$work" @expo-google-fonts/noto-emoji@0.4.7 >/dev/null
tar -xzf "$work"/expo-google-fonts-noto-emoji-0.4.7.tgz -C "$work"
for weight in 400Regular 700Bold; do
  name=$([ "$weight" = 400Regular ] && echo regular || echo bold)
  pyftsubset "$work/package/$weight/NotoEmoji_$weight.ttf" --unicodes='*' \
    --layout-features='*' --no-hinting --output-file="$out/noto-emoji-$name.ttf"
done
ls -l "$out"
