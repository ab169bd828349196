export { vars } from './vars.css';
export { lightTokens } from './tokens';
export { breakpoints, mediaQuery, reducedMotion, type Breakpoint } from './breakpoints';
