import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StepChart } from './StepChart';
import { niceStep, placePoints, stepPath } from './stepChartScale';

const labels = {
  showTable: 'Show as a table',
  seriesColumn: 'Plan',
  timeColumn: 'From',
  valueColumn: 'Price',
  noValue: 'Removed',
  keyboardHint: 'Arrow keys move between points',
};
const series = [
  {
    id: 'pro',
    label: 'Pro',
    points: [
      { at: '2026-01-01T00:00:00Z', value: 49 },
      { at: '2026-02-01T00:00:00Z', value: 59 },
    ],
  },
  {
    id: 'free',
    label: 'Free',
    points: [
      { at: '2026-01-01T00:00:00Z', value: 0 },
      { at: '2026-01-15T00:00:00Z', value: null },
    ],
  },
];

describe('stepChartScale', () => {
  it('picks round steps and draws flat lines that jump, lifting the pen where a series stops', () => {
    expect([niceStep(59), niceStep(1299), niceStep(0)]).toEqual([20, 500, 1]);
    const { placed } = placePoints(series, new Date('2026-03-01T00:00:00Z'));
    const free = placed.filter((point) => point.series === 1);
    expect(stepPath(free, 624)).toMatch(/^M [\d.]+ [\d.]+ H [\d.]+$/);
    const pro = placed.filter((point) => point.series === 0);
    expect(stepPath(pro, 624)).toMatch(/^M [\d.]+ [\d.]+ H [\d.]+ V [\d.]+ H 624\.0$/);
  });
});

describe('StepChart', () => {
  const renderChart = () =>
    render(
      <StepChart
        title="Prices"
        series={series}
        formatValue={(value) => `$${value}`}
        formatTime={(date) => date.toISOString().slice(0, 10)}
        labels={labels}
        end={new Date('2026-03-01T00:00:00Z')}
        emptyText="Nothing yet"
      />,
    );

  it('is one tab stop whose arrows move through the points in time order', async () => {
    renderChart();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('img', { name: 'Pro: $49, 2026-01-01' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Free: $0, 2026-01-01' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Free: Removed, 2026-01-15' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'Pro: $49, 2026-01-01' })).toHaveFocus();
    // One stop for all the points: the next tab leaves the chart for its table.
    await user.tab();
    expect(screen.getByText('Show as a table')).toHaveFocus();
  });

  it('holds the same data as a table', () => {
    renderChart();
    const rows = within(screen.getByRole('table', { name: 'Prices' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlanFromPrice',
      'Pro2026-01-01$49',
      'Pro2026-02-01$59',
      'Free2026-01-01$0',
      'Free2026-01-15Removed',
    ]);
  });

  it('says so when there is nothing to draw', () => {
    render(
      <StepChart
        title="Prices"
        series={[]}
        formatValue={String}
        formatTime={String}
        labels={labels}
        emptyText="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
