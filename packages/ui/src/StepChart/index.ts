export { StepChart, type StepChartLabels, type StepChartProps, type StepPoint, type StepSeries } from './StepChart';
