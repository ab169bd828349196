// Inter, self-hosted (no font CDN): a faster first paint and the same
// rendering on every machine, which the story screenshots rely on. One
// variable file covers every weight the design uses (about half the bytes of
// four static ones); unicode-range fetches latin-ext only for the characters
// that need it (Polish ł, ś, ż...).
import '@fontsource-variable/inter/wght.css';
