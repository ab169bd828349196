// Inter, self-hosted (no font CDN): a faster first paint and the same
// rendering on every machine, which the story screenshots rely on.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
