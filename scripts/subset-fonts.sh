#!/bin/sh
# Regenerates client/fonts/*.woff2 (committed): IBM Plex Sans Arabic 400 and 700 from @fontsource, cut to the
# characters the site writes, without hinting. Needs fontTools with brotli (Debian: apt-get install python3-fonttools
# python3-brotli); the site itself needs nothing of this at build or run time.
set -eu
cd "$(dirname "$0")/.."
SRC=node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic
OUT=client/fonts
# Keep in step with the unicode-range of the faces in client/fonts.css.
LATIN="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2010-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+2044,U+20AC,U+2122,U+2190-2193,U+2212"
# The Arabic files also carry the space and no-break space (the same advance as the Latin files'): an Arabic sentence
# is then shaped in one font, not cut at every space into runs of two fonts (decision 024).
ARABIC="U+0020,U+00A0,U+0600-06FF,U+200C-200F,U+FD3E-FD3F,U+FDF2,U+FDFC"
for weight in 400 700; do
  ${PYTHON:-python3} -m fontTools.subset "$SRC-latin-$weight-normal.woff2" --unicodes="$LATIN" --layout-features='*' \
    --no-hinting --flavor=woff2 --output-file="$OUT/plex-arabic-latin-$weight.woff2"
  ${PYTHON:-python3} -m fontTools.subset "$SRC-arabic-$weight-normal.woff2" --unicodes="$ARABIC" --layout-features='*' \
    --no-hinting --flavor=woff2 --output-file="$OUT/plex-arabic-arabic-$weight.woff2"
done
ls -l "$OUT"/*.woff2
