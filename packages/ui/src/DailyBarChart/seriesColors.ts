import { vars } from '../theme';

/**
 * The colours series are drawn in, in order (then again from the start).
 * Colour is never the only signal: the legend, the readout of the chosen
 * day and the table name every series.
 */
export const seriesColors = [
  vars.tone.info.solid,
  vars.tone.orange.solid,
  vars.tone.success.solid,
  vars.tone.danger.solid,
  vars.tone.warning.solid,
  vars.tone.neutral.solid,
] as const;

export const seriesColor = (index: number): string => seriesColors[index % seriesColors.length]!;
