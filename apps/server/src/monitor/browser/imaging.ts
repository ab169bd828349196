import type { Page } from 'playwright-core';

/** Side of the square cells a screenshot is hashed in: the grain of the changed regions. */
export const CELL_SIZE = 32;
/** WebP quality of stored screenshots: text stays legible at a fraction of PNG's size. */
const WEBP_QUALITY = 0.8;
/** Above this share of changed cells the whole layout moved: no region says more than "everything". */
const MAX_CHANGED_SHARE = 0.5;
/** Regions kept per change, the largest. */
const MAX_REGIONS = 12;
/** Changed cells this close (in cells) are one region. */
const JOIN_DISTANCE = 2;

/** A stored screenshot: the compressed image and its cell hashes. */
export interface Shot {
  mediaType: string;
  width: number;
  height: number;
  image: Buffer;
  /** One little-endian 32-bit hash per cell, row by row. */
  cells: Buffer;
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Developed {
  width: number;
  height: number;
  type: string;
  image: string;
  cells: string;
}

/**
 * Runs in the browser's offline workbench page, on a screenshot we took:
 * decodes the PNG, hashes each cell (FNV-1a over its pixels) and re-encodes
 * the image as WebP, so the server needs no image library. Kept as source
 * text: a compiled function's text can carry the compiler's helpers.
 */
const DEVELOP = `async (input) => {
  const toBase64 = (bytes) => {
    let text = '';
    for (let start = 0; start < bytes.length; start += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return btoa(text);
  };
  const binary = atob(input.png);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, width, height).data;
  const columns = Math.ceil(width / input.cell);
  const hashes = new Uint32Array(columns * Math.ceil(height / input.cell)).fill(2166136261);
  for (let y = 0; y < height; y += 1) {
    const rowStart = Math.floor(y / input.cell) * columns;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const cell = rowStart + Math.floor(x / input.cell);
      hashes[cell] = Math.imul(hashes[cell] ^ (pixels[at] | (pixels[at + 1] << 8) | (pixels[at + 2] << 16)), 16777619);
    }
  }
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: input.quality });
  return {
    width,
    height,
    type: blob.type,
    image: toBase64(new Uint8Array(await blob.arrayBuffer())),
    cells: toBase64(new Uint8Array(hashes.buffer)),
  };
}`;

/** A PNG screenshot to a stored one (WebP and cell hashes), worked out in the workbench page. */
export async function developShot(workbench: Page, png: Buffer): Promise<Shot> {
  const input = { png: png.toString('base64'), cell: CELL_SIZE, quality: WEBP_QUALITY };
  const developed = (await workbench.evaluate(`(${DEVELOP})(${JSON.stringify(input)})`)) as Developed;
  const cells = Buffer.from(developed.cells, 'base64');
  const expected = Math.ceil(developed.width / CELL_SIZE) * Math.ceil(developed.height / CELL_SIZE) * 4;
  if (cells.length !== expected) throw new Error('The screenshot could not be read');
  return {
    mediaType: developed.type || 'image/png',
    width: developed.width,
    height: developed.height,
    image: Buffer.from(developed.image, 'base64'),
    cells,
  };
}

/** What the changed regions are computed from: a screenshot's size and cell hashes. */
export type CellGrid = Pick<Shot, 'width' | 'height' | 'cells'>;

/**
 * Where two screenshots of a page differ: the cells whose hashes differ (or
 * that only one image has), grouped when close, as rectangles in pixels. None
 * when the widths differ or when most of the page changed (the layout moved,
 * and a box around everything locates nothing).
 */
export function changedRegions(before: CellGrid, after: CellGrid): Region[] {
  if (before.width !== after.width) return [];
  const columns = Math.ceil(after.width / CELL_SIZE);
  const rowsBefore = Math.ceil(before.height / CELL_SIZE);
  const rowsAfter = Math.ceil(after.height / CELL_SIZE);
  if (before.cells.length !== columns * rowsBefore * 4 || after.cells.length !== columns * rowsAfter * 4) return [];
  const rows = Math.max(rowsBefore, rowsAfter);
  const changed = new Uint8Array(columns * rows);
  let count = 0;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const index = row * columns + column;
      const differs =
        row >= rowsBefore ||
        row >= rowsAfter ||
        before.cells.readUInt32LE(index * 4) !== after.cells.readUInt32LE(index * 4);
      if (differs) {
        changed[index] = 1;
        count += 1;
      }
    }
  }
  if (count === 0 || count > MAX_CHANGED_SHARE * columns * rows) return [];

  const height = Math.max(before.height, after.height);
  const seen = new Uint8Array(changed.length);
  const regions: Region[] = [];
  for (let start = 0; start < changed.length; start += 1) {
    if (!changed[start] || seen[start]) continue;
    let top = rows;
    let left = columns;
    let bottom = -1;
    let right = -1;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const row = Math.floor(index / columns);
      const column = index % columns;
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
      left = Math.min(left, column);
      right = Math.max(right, column);
      for (let r = Math.max(0, row - JOIN_DISTANCE); r <= Math.min(rows - 1, row + JOIN_DISTANCE); r += 1) {
        for (let c = Math.max(0, column - JOIN_DISTANCE); c <= Math.min(columns - 1, column + JOIN_DISTANCE); c += 1) {
          const next = r * columns + c;
          if (changed[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    const x = left * CELL_SIZE;
    const y = top * CELL_SIZE;
    regions.push({
      x,
      y,
      width: Math.min((right + 1) * CELL_SIZE, after.width) - x,
      height: Math.min((bottom + 1) * CELL_SIZE, height) - y,
    });
  }
  return regions
    .sort((a, b) => b.width * b.height - a.width * a.height)
    .slice(0, MAX_REGIONS)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}
