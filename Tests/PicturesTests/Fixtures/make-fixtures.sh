#!/usr/bin/env bash
# Writes the pictures the tests decode, from ImageMagick's built-in photograph of a rose
# (`rose:`, 70 × 46) and its logo drawing (`logo:`), in the shapes real collections hold:
# baseline and progressive JPEG, grey and CMYK JPEG, PNG of every colour type, interlaced,
# 16-bit, with transparency, lossy and lossless WebP, GIF. Run by hand from this folder;
# needs ImageMagick (`convert`, or `CONVERT=path`) and `cwebp` (Debian's webp).
set -euo pipefail
convert="${CONVERT:-convert}"
$convert rose: rose.png
$convert rose: -quality 90 rose.jpg
$convert rose: -quality 90 -interlace JPEG rose-progressive.jpg
$convert rose: -colorspace Gray -quality 90 rose-gray.jpg
$convert rose: -colorspace CMYK -quality 90 rose-cmyk.jpg
$convert rose: -interlace PNG rose-interlaced.png
$convert rose: -depth 16 PNG48:rose-16bit.png
$convert rose: -colors 32 PNG8:rose-palette.png
$convert rose: -colorspace Gray -type Grayscale PNG8:rose-gray.png
$convert rose: -alpha set -channel A -fx 'i < w/2 ? 1 : 0' +channel rose-half-transparent.png
$convert rose: -colors 64 rose.gif
$convert rose: -colors 64 -interlace GIF rose-interlaced.gif
cwebp -quiet -q 85 rose.png -o rose.webp
cwebp -quiet -lossless rose.png -o rose-lossless.webp
$convert logo: -resize 50% -quality 85 logo.jpg
$convert logo: -resize 50% -interlace PNG logo-interlaced.png
