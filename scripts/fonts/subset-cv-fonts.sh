#!/usr/bin/env bash
# Makes the CV fonts committed in packages/cv-pdf/fonts from Noto Sans CJK SC (SIL Open Font
# License 1.1), as Debian's fonts-noto-cjk installs it: every character GBK encodes (about
# 21,000 Chinese characters, simplified and traditional, enough for rare characters in names) plus
# Latin, Latin-1 and the punctuation a CV uses, as WOFF2. Needs fonttools and brotli
# (apt-get install fonttools python3-brotli). Run again only to change the character set.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=packages/cv-pdf/fonts
source_dir=/usr/share/fonts/opentype/noto
unicodes=$(mktemp)
trap 'rm -f "$unicodes"' EXIT

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
  pyftsubset "$source_dir/NotoSansCJK-$weight.ttc" --font-number=2 \
    --unicodes-file="$unicodes" --layout-features='kern,liga,palt,halt' --no-hinting \
    --flavor=woff2 --output-file="$out/noto-sans-sc-${weight,,}.woff2"
done
ls -l "$out"
