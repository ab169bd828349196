import type { ScreenRegion } from '../schema';

/**
 * The mock backend's screenshots: a page drawn as an SVG from its lines of
 * text (the mock renders nothing), laid out on a fixed grid so the rows that
 * differ between two drawings are the regions a pixel diff would find.
 */
export interface MockScreenshot {
  id: string;
  page_id: string;
  width: number;
  height: number;
  created_at: string;
  svg: string;
}

const WIDTH = 1280;
const TOP = 112;
const LINE = 44;
const BOTTOM = 48;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A page as a browser might show it: a header with its address, then its text, one line per row. */
export function drawPage(url: string, lines: string[]): Pick<MockScreenshot, 'svg' | 'width' | 'height'> {
  const height = TOP + lines.length * LINE + BOTTOM;
  const [heading, ...rest] = lines;
  const rows = [
    heading === undefined
      ? ''
      : `<text x="64" y="${TOP + 30}" font-size="30" font-weight="700" fill="#0f172a">${escapeXml(heading)}</text>`,
    ...rest.map(
      (line, index) =>
        `<text x="64" y="${TOP + (index + 1) * LINE + 28}" font-size="20" fill="#334155">${escapeXml(line)}</text>`,
    ),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Inter, Arial, sans-serif">
<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>
<rect width="${WIDTH}" height="72" fill="#1e293b"/>
<text x="64" y="44" font-size="18" fill="#e2e8f0">${escapeXml(url)}</text>
${rows.join('\n')}
</svg>`;
  return { svg, width: WIDTH, height };
}

/** The rows that differ between two drawings, each run of them one region. */
export function lineRegions(before: string[], after: string[]): ScreenRegion[] {
  const regions: ScreenRegion[] = [];
  let start = -1;
  const rows = Math.max(before.length, after.length);
  for (let row = 0; row <= rows; row += 1) {
    const differs = row < rows && before[row] !== after[row];
    if (differs && start === -1) start = row;
    if (!differs && start !== -1) {
      regions.push({ x: 48, y: TOP + start * LINE, width: WIDTH - 96, height: (row - start) * LINE });
      start = -1;
    }
  }
  return regions;
}
