// Inter, self-hosted (no font CDN): a faster first paint and the same
// rendering on every machine, which the story screenshots rely on. One
// variable file covers every weight the design uses (about half the bytes of
// four static ones); unicode-range fetches latin-ext only for the characters
// that need it (Polish ł, ś, ż...). Not imported by the package's index: an
// app adds these faces when it suits its first paint; until then text is
// drawn in Inter's stand-in (fontFallback.css.ts).
import '@fontsource-variable/inter/wght.css';
