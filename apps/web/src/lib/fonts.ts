import interStylesheet from '@fontsource-variable/inter/wght.css?url';
import { whenIdle } from './whenIdle';

/**
 * Whether this browser had the app's files already: the script running this came from its
 * cache (nothing transferred). The build's files are cached together and for good (hashed
 * names, `immutable`), so Inter is then in the cache too.
 */
function filesCached(): boolean {
  const [entry] = performance.getEntriesByName(import.meta.url, 'resource') as PerformanceResourceTiming[];
  return entry !== undefined && entry.transferSize === 0 && entry.decodedBodySize > 0;
}

/** Adds Inter's faces: one variable file per script, each fetched only for characters on screen. */
function addInter(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = interStylesheet;
  document.head.append(link);
}

/**
 * Inter, the design system's font, comes after the first screen when the browser has to
 * download it: its 48 KB would otherwise share a slow link with the app's code and hold that
 * screen back, while its stand-in (Arial at Inter's metrics, @spyglass/ui) reads the same
 * meanwhile and swaps without moving the layout. From the cache it costs nothing, so a
 * returning browser asks for it at once and its first screen is drawn in Inter.
 */
export function startFonts(): void {
  if (filesCached()) addInter();
  else whenIdle(addInter, { afterFirstScreen: true });
}
