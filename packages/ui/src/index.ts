// Global styles (reset, font, theme variables) come with the package.
import './theme/global.css';

export * from './theme';
// One export line per component, alphabetical.
