export { DailyBarChart, type DailyBarChartProps, type DailyBarSeries } from './DailyBarChart';
export { seriesColor, seriesColors } from './seriesColors';
