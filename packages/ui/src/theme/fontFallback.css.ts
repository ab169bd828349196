import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { globalFontFace } from '@vanilla-extract/css';
import { FONT_FALLBACK_FAMILY } from './tokens';

/**
 * Latin letters, punctuation and currency signs: the text the six languages
 * write. Whatever Inter lacks outside them (arrows, symbols) keeps going to
 * the system's font, before Inter has loaded and after.
 */
const LATIN = 'U+0000-024F, U+2000-206F, U+20A0-20CF';

const [fallback] = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
if (!fallback) throw new Error('fontFallback: Capsize made no fallback face for Inter');
const { fontFamily: _family, src: _src, ...metrics } = fallback['@font-face'];

/**
 * The family text is drawn in until Inter has loaded: a local Arial (or its
 * metric twin Liberation Sans, or Helvetica) scaled to Inter's average width
 * and line metrics, so that the swap to Inter moves almost nothing on screen.
 * The metrics come from Capsize; this runs at build time, none of it ships.
 */
globalFontFace(FONT_FALLBACK_FAMILY, {
  ...metrics,
  unicodeRange: LATIN,
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans-Regular'), local('Helvetica')",
});
