import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DailyBarChart.css';
import { seriesColor } from './seriesColors';

export interface DailyBarSeries {
  id: string;
  /** Names the series in the legend, the readout and the table. */
  name: string;
  /** One count per day, in the order of `days`. */
  values: readonly number[];
}

export interface DailyBarChartProps {
  /** The days, oldest first (yyyy-MM-dd); each is one bar. */
  days: readonly string[];
  /** What each bar is made of, stacked in this order from the bottom. */
  series: readonly DailyBarSeries[];
  /** Names the chart and its table, e.g. "Changes per day, last 30 days". */
  label: string;
  /** A day as the readout and the table say it, e.g. "Tue 3 March". Default: as given. */
  formatDay?: (day: string) => string;
  /** A day under its bar, e.g. "3 Mar". Default: the day of the month. */
  formatTick?: (day: string) => string;
  /** A day's total in words, e.g. (5) => "5 changes". Default: the number. */
  formatTotal?: (total: number) => string;
  /** How to move between days with the keyboard, said on focus. */
  keyboardHint?: string;
  /** Headings of the table's first and last columns. */
  dayHeader?: string;
  totalHeader?: string;
  /** The toggle between the chart and the table. */
  showTableLabel?: string;
  showChartLabel?: string;
  /** Shown instead of bars when no day has anything. */
  emptyText?: string;
  /** Height of the bars' area in pixels. Default 160. */
  height?: number;
}

const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)) || day);

/**
 * Counts per day as stacked bars, one colour per series, drawn in SVG. One
 * tab stop, a slider over the days: the arrow keys (Home, End) choose a day
 * and its counts are the slider's value, read aloud and shown under the
 * chart; pointing at a bar does the same. The same numbers are in a table, read by screen readers while the
 * chart shows and shown instead of it on request.
 */
export function DailyBarChart({
  days,
  series,
  label,
  formatDay = (day) => day,
  formatTick = dayOfMonth,
  formatTotal = (total) => String(total),
  keyboardHint = 'Use the left and right arrow keys to move between days.',
  dayHeader = 'Day',
  totalHeader = 'Total',
  showTableLabel = 'Show as a table',
  showChartLabel = 'Show as a chart',
  emptyText = 'Nothing to show',
  height = 160,
}: DailyBarChartProps) {
  const captionId = useId();
  const hintId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [active, setActive] = useState<number | null>(null);
  const totals = useMemo(
    () => days.map((_, index) => series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)),
    [days, series],
  );
  const max = Math.max(0, ...totals);
  const shown = active ?? days.length - 1;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const next =
      event.key === 'ArrowLeft'
        ? Math.max(0, shown - 1)
        : event.key === 'ArrowRight'
          ? Math.min(last, shown + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const readout = (index: number) => {
    const parts = series.filter((one) => (one.values[index] ?? 0) > 0).map((one) => `${one.name} ${one.values[index]}`);
    return `${formatDay(days[index] ?? '')}: ${formatTotal(totals[index] ?? 0)}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  };

  const table = (
    <table className={styles.table} aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {dayHeader}
          </th>
          {series.map((one) => (
            <th key={one.id} scope="col" className={styles.headCell}>
              {one.name}
            </th>
          ))}
          <th scope="col" className={styles.headCell}>
            {totalHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day, index) => (
          <tr key={day}>
            <th scope="row" className={styles.cell}>
              {formatDay(day)}
            </th>
            {series.map((one) => (
              <td key={one.id} className={styles.cell}>
                {one.values[index] ?? 0}
              </td>
            ))}
            <td className={styles.cell}>{totals[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const barWidth = 10;
  const gap = 2;
  const width = days.length * barWidth;
  const ticksEvery = days.length > 14 ? 7 : 1;

  return (
    <figure className={styles.root} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {label}
        </figcaption>
        {max > 0 ? (
          <Button variant="ghost" size="small" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? showTableLabel : showChartLabel}
          </Button>
        ) : null}
      </div>
      {max === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : view === 'table' ? (
        // A long table scrolls in a region keyboard users can focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          {table}
        </div>
      ) : (
        <>
          <div
            className={styles.plot}
            // One tab stop for the whole chart: a slider over the days, whose value reads as the day's counts.
            role="slider"
            aria-labelledby={captionId}
            aria-describedby={hintId}
            aria-valuemin={0}
            aria-valuemax={days.length - 1}
            aria-valuenow={shown}
            aria-valuetext={readout(shown)}
            aria-orientation="horizontal"
            tabIndex={0}
            onKeyDown={move}
            onMouseLeave={() => setActive(null)}
          >
            <div className={styles.axis} aria-hidden="true" style={{ height }}>
              <span>{max}</span>
              <span>0</span>
            </div>
            <svg
              className={styles.svg}
              viewBox={`0 0 ${width} 100`}
              preserveAspectRatio="none"
              style={{ height }}
              aria-hidden="true"
            >
              {days.map((day, index) => {
                let base = 100;
                return (
                  <g key={day} onMouseEnter={() => setActive(index)} data-active={index === shown ? '' : undefined}>
                    <rect
                      x={index * barWidth}
                      y={0}
                      width={barWidth}
                      height={100}
                      fill={index === shown ? 'currentColor' : 'transparent'}
                      opacity={index === shown ? 0.08 : 1}
                    />
                    {series.map((one, seriesIndex) => {
                      const value = one.values[index] ?? 0;
                      if (value <= 0) return null;
                      const barHeight = (value / max) * 100;
                      base -= barHeight;
                      return (
                        <rect
                          key={one.id}
                          x={index * barWidth + gap / 2}
                          y={base}
                          width={barWidth - gap}
                          height={barHeight}
                          style={{ fill: seriesColor(seriesIndex) }}
                        />
                      );
                    })}
                  </g>
                );
              })}
            </svg>
            <div className={styles.ticks} aria-hidden="true">
              {days.map((day, index) =>
                (days.length - 1 - index) % ticksEvery === 0 ? <span key={day}>{formatTick(day)}</span> : null,
              )}
            </div>
          </div>
          <VisuallyHidden id={hintId}>{keyboardHint}</VisuallyHidden>
          {/* What the slider says, for the eyes. */}
          <p className={styles.readout} aria-hidden="true">
            {readout(shown)}
          </p>
          <ul className={styles.legend}>
            {series.map((one, index) => (
              <li key={one.id} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: seriesColor(index) }} aria-hidden="true" />
                {one.name}
              </li>
            ))}
          </ul>
          {/* The numbers of the chart, for screen readers. */}
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </figure>
  );
}
