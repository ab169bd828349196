// Global styles (reset, font, theme variables) come with the package.
import './theme/global.css';

export * from './theme';
// One export line per component, alphabetical.
export * from './Button';
export * from './IconButton';
export * from './Spinner';
export * from './VisuallyHidden';
