export { BrowserService, NO_BROWSER_MESSAGE, isRunnable } from './browserService';
export type { OpenRendering, Rendering, RenderRequest } from './browserFetcher';
export type { BrowserPoolStats } from './browserPool';
export { changedRegions, type CellGrid, type Region, type Shot } from './imaging';
