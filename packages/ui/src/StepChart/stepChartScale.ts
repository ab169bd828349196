/** A point of a step series: from `at` on, the value holds (null: the series stops there). */
export interface StepPoint {
  at: Date | string;
  value: number | null;
}

export interface StepSeries {
  id: string;
  label: string;
  points: readonly StepPoint[];
}

/** A point placed on the chart, with what it needs to be drawn, named and reached by keyboard. */
export interface PlacedPoint {
  series: number;
  index: number;
  at: Date;
  value: number | null;
  x: number;
  y: number | null;
}

export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const FRAME: ChartFrame = { width: 640, height: 260, left: 64, right: 16, top: 16, bottom: 36 };

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A "nice" step for about `count` ticks between 0 and `max`: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number, count = 4): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/**
 * Where every point goes: time runs left to right from the first point to
 * `end`, values bottom to top from 0 to a round number above the highest.
 * Points come back in time order (then series order), the order keyboard
 * moves through them.
 */
export function placePoints(series: readonly StepSeries[], end: Date, frame: ChartFrame = FRAME) {
  const points = series.flatMap((each, seriesIndex) =>
    each.points.map((point, index) => ({ series: seriesIndex, index, at: toDate(point.at), value: point.value })),
  );
  const times = points.map((point) => point.at.getTime()).filter(Number.isFinite);
  const start = times.length > 0 ? Math.min(...times) : end.getTime();
  const finish = Math.max(end.getTime(), ...times, start + 1);
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const step = niceStep(Math.max(...values, 0));
  const top = Math.max(step * Math.ceil(Math.max(...values, 0) / step), step);
  const x = (time: number) =>
    frame.left + ((time - start) / (finish - start)) * (frame.width - frame.left - frame.right);
  const y = (value: number) => frame.height - frame.bottom - (value / top) * (frame.height - frame.top - frame.bottom);
  const placed: PlacedPoint[] = points
    .map((point) => ({ ...point, x: x(point.at.getTime()), y: point.value === null ? null : y(point.value) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.series - b.series);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  return { placed, ticks, y, x, start: new Date(start), end: new Date(finish) };
}

/** The step line of one series: flat until the next point, then straight up or down; a null value lifts the pen. */
export function stepPath(points: readonly PlacedPoint[], endX: number): string {
  let path = '';
  let drawing = false;
  points.forEach((point, index) => {
    const nextX = points[index + 1]?.x ?? endX;
    if (point.y === null) {
      drawing = false;
      return;
    }
    path += drawing ? ` V ${point.y.toFixed(1)}` : ` M ${point.x.toFixed(1)} ${point.y.toFixed(1)}`;
    path += ` H ${nextX.toFixed(1)}`;
    drawing = true;
  });
  return path.trim();
}
