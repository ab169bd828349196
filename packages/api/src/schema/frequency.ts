import { z } from 'zod/mini';

/** SPEC §9: the check frequency choices, in minutes. */
export const checkFrequencyOptions = [5, 15, 30, 60, 180, 360, 720, 1440] as const;
export const CHECK_FREQUENCY_DEFAULT = 60;
export const CHECK_FREQUENCY_MIN = 5;
export const CHECK_FREQUENCY_MAX = 1440;

export const checkFrequencySchema = z
  .number({ error: 'Check frequency must be a number of minutes' })
  .check(
    z.int('Check frequency must be a whole number of minutes'),
    z.gte(CHECK_FREQUENCY_MIN, 'Check frequency must be at least 5 minutes'),
    z.lte(CHECK_FREQUENCY_MAX, 'Check frequency must be at most 1440 minutes (daily)'),
  );

/**
 * How a frequency reads (SPEC §9): minutes below an hour, hours from 60, and
 * "daily" at 1440. The app turns this into words in the user's language.
 */
export type FrequencyLabel =
  { unit: 'minutes'; count: number } | { unit: 'hours'; count: number } | { unit: 'daily'; count: 1 };

export function frequencyLabel(minutes: number): FrequencyLabel {
  if (minutes === 1440) return { unit: 'daily', count: 1 };
  if (minutes >= 60) return { unit: 'hours', count: Math.round((minutes / 60) * 10) / 10 };
  return { unit: 'minutes', count: minutes };
}

/** English reading of a frequency, for the server's messages and the docs. */
export function frequencyLabelEnglish(minutes: number): string {
  const label = frequencyLabel(minutes);
  if (label.unit === 'daily') return 'Daily';
  if (label.unit === 'hours') return label.count === 1 ? 'Every hour' : `Every ${label.count} hours`;
  return `Every ${label.count} minutes`;
}
