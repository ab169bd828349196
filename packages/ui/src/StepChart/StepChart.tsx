import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FRAME, placePoints, stepPath, type PlacedPoint, type StepSeries } from './stepChartScale';
import * as styles from './StepChart.css';

export type { StepPoint, StepSeries } from './stepChartScale';

/** The words the chart shows or reads out, in the caller's language. */
export interface StepChartLabels {
  /** The disclosure that shows the data as a table, e.g. "Show as a table". */
  showTable: string;
  /** Column headings of the table. */
  seriesColumn: string;
  timeColumn: string;
  valueColumn: string;
  /** What a point with no value (the series stopped) reads as, e.g. "Removed". */
  noValue: string;
  /** How the keyboard moves, read once with the chart, e.g. "Use the arrow keys to move between points". */
  keyboardHint: string;
}

export interface StepChartProps {
  /** The chart's heading and accessible name. */
  title: string;
  series: readonly StepSeries[];
  formatValue: (value: number) => string;
  formatTime: (date: Date) => string;
  labels: StepChartLabels;
  /** Where the last step runs to; now by default (stories pin it). */
  end?: Date;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
}

/** Dash patterns and marker shapes by series, so lines are told apart without colour. */
const DASHES = ['', '8 4', '2 4', '10 4 2 4', '4 4', '12 3'];
const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

type MarkerProps = {
  shape: (typeof SHAPES)[number];
  x: number;
  y: number;
  color: string;
  /** An outline only: the series stopped here. */
  hollow?: boolean;
} & Record<string, unknown>;

function Marker({ shape, x, y, color, hollow = false, ...rest }: MarkerProps) {
  const size = 5;
  const common = {
    fill: hollow ? 'white' : color,
    stroke: hollow ? color : 'white',
    strokeWidth: hollow ? 2 : 1.5,
    className: styles.marker,
    ...rest,
  };
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...common} />;
  if (shape === 'square') return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...common} />;
  const points =
    shape === 'triangle'
      ? `${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`
      : `${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`;
  return <polygon points={points} {...common} />;
}

/**
 * Values that hold until they change, drawn as steps over time (prices of
 * plans, a limit, a headcount): one line per series, told apart by colour,
 * dash and marker shape. Every point is a stop for the keyboard (one tab
 * stop, arrow keys between points, Home and End), named for screen readers
 * and shown above the chart while focused; the same data is a table under
 * "Show as a table".
 */
export function StepChart({ title, series, formatValue, formatTime, labels, end, emptyText }: StepChartProps) {
  const titleId = useId();
  const hintId = useId();
  const [now] = useState(() => new Date());
  const {
    placed,
    ticks,
    y,
    start,
    end: finish,
  } = useMemo(() => placePoints(series, end ?? now, FRAME), [series, end, now]);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const refs = useMemo(() => new Map<number, SVGElement>(), []);

  if (placed.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const describe = (point: PlacedPoint) =>
    `${series[point.series]!.label}: ${point.value === null ? labels.noValue : formatValue(point.value)}, ${formatTime(point.at)}`;
  const endX = FRAME.width - FRAME.right;
  const color = (index: number) => styles.seriesColors[index % styles.seriesColors.length]!;
  const move = (to: number) => {
    const next = Math.max(0, Math.min(placed.length - 1, to));
    setActive(next);
    refs.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: placed.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    move(keys[event.key]!);
  };

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={focused === null ? styles.tooltip.hidden : styles.tooltip.shown} aria-hidden="true">
        {focused === null ? '' : describe(placed[focused]!)}
      </p>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <desc id={hintId}>{labels.keyboardHint}</desc>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={FRAME.left} x2={endX} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisText} x={FRAME.left - 8} y={y(tick) + 4} textAnchor="end">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          <text className={styles.axisText} x={FRAME.left} y={FRAME.height - 10} textAnchor="start">
            {formatTime(start)}
          </text>
          <text className={styles.axisText} x={endX} y={FRAME.height - 10} textAnchor="end">
            {formatTime(finish)}
          </text>
          {series.map((each, index) => (
            <path
              key={each.id}
              className={styles.line}
              d={stepPath(
                placed.filter((point) => point.series === index),
                endX,
              )}
              stroke={color(index)}
              strokeDasharray={DASHES[index % DASHES.length] || undefined}
            />
          ))}
        </g>
        {placed.map((point, order) => (
          <Marker
            key={`${point.series}-${point.index}`}
            shape={SHAPES[point.series % SHAPES.length]!}
            x={point.x}
            y={point.y ?? y(0)}
            color={color(point.series)}
            hollow={point.value === null}
            role="img"
            aria-label={describe(point)}
            tabIndex={order === active ? 0 : -1}
            ref={(element: SVGElement | null) => {
              if (element) refs.set(order, element);
              else refs.delete(order);
            }}
            onFocus={() => {
              setActive(order);
              setFocused(order);
            }}
            onBlur={() => setFocused(null)}
          />
        ))}
      </svg>
      <ul className={styles.legend}>
        {series.map((each, index) => (
          <li key={each.id} className={styles.legendItem}>
            <svg width="28" height="12" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="6"
                y2="6"
                stroke={color(index)}
                strokeWidth="2.5"
                strokeDasharray={DASHES[index % DASHES.length] || undefined}
              />
              <Marker shape={SHAPES[index % SHAPES.length]!} x={14} y={6} color={color(index)} />
            </svg>
            {each.label}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{labels.showTable}</summary>
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.seriesColumn}</th>
              <th scope="col">{labels.timeColumn}</th>
              <th scope="col">{labels.valueColumn}</th>
            </tr>
          </thead>
          <tbody>
            {series.flatMap((each, seriesIndex) =>
              placed
                .filter((point) => point.series === seriesIndex)
                .map((point) => (
                  <tr key={`${each.id}-${point.index}`} className={styles.tableRow}>
                    <th scope="row">{each.label}</th>
                    <td>
                      <time dateTime={point.at.toISOString()}>{formatTime(point.at)}</time>
                    </td>
                    <td>{point.value === null ? labels.noValue : formatValue(point.value)}</td>
                  </tr>
                )),
            )}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
