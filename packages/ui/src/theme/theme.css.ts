import { createGlobalTheme } from '@vanilla-extract/css';
import { lightTokens } from './tokens';
import { vars } from './vars.css';

/** The theme applies at the document root, so portals (dialogs, toasts) inherit it. */
createGlobalTheme(':root', vars, lightTokens);
