import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DailyBarChart } from './DailyBarChart';

const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const series = [
  { id: 'a', name: 'Ledgerly', values: [1, 0, 3, 2] },
  { id: 'b', name: 'PayNimbus', values: [0, 0, 2, 0] },
];

function renderChart(props: Partial<Parameters<typeof DailyBarChart>[0]> = {}) {
  return render(
    <DailyBarChart
      days={days}
      series={series}
      label="Changes per day"
      formatTotal={(total) => `${total} changes`}
      {...props}
    />,
  );
}

describe('DailyBarChart', () => {
  it('is one tab stop, a slider whose arrow keys choose the day it tells', async () => {
    renderChart();
    const chart = screen.getByRole('slider', { name: 'Changes per day' });
    const says = (text: string) => {
      expect(chart).toHaveAttribute('aria-valuetext', text);
      expect(screen.getByText(text)).toBeVisible();
    };
    // The table toggle comes first, then the chart.
    await userEvent.tab();
    await userEvent.tab();
    expect(chart).toHaveFocus();
    expect(chart).toHaveAccessibleDescription('Use the left and right arrow keys to move between days.');
    // The latest day is told first.
    says('2026-03-04: 2 changes (Ledgerly 2)');
    await userEvent.keyboard('{ArrowLeft}');
    says('2026-03-03: 5 changes (Ledgerly 3, PayNimbus 2)');
    await userEvent.keyboard('{Home}');
    says('2026-03-01: 1 changes (Ledgerly 1)');
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    says('2026-03-02: 0 changes');
    await userEvent.keyboard('{End}');
    says('2026-03-04: 2 changes (Ledgerly 2)');
  });

  it('names every series in a legend and gives screen readers the numbers as a table', () => {
    renderChart({ formatDay: (day) => `Day ${day.slice(8)}` });
    expect(screen.getByText('Ledgerly', { selector: 'li' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayLedgerlyPayNimbusTotal',
      'Day 01101',
      'Day 02000',
      'Day 03325',
      'Day 04202',
    ]);
  });

  it('shows the table instead of the chart on request, and back', async () => {
    renderChart();
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Changes per day' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show as a chart' }));
    expect(screen.getByRole('slider', { name: 'Changes per day' })).toBeInTheDocument();
  });

  it('says so when no day has anything', () => {
    renderChart({ series: [], emptyText: 'No changes in these 30 days' });
    expect(screen.getByText('No changes in these 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
