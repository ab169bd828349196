import { checkFrequencyOptions, frequencyLabel } from '@spyglass/api/schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §9: a check frequency in words: minutes below an hour, hours from 60,
 * "daily" at 1440, with the language's plural forms. `t` may have any default
 * namespace: the keys are qualified.
 */
export function formatFrequency(minutes: number, t: TFunction): string {
  const label = frequencyLabel(minutes);
  if (label.unit === 'daily') return t('websites:frequency.daily');
  // "Every hour" reads better than "every 1 hour" in every language we speak.
  if (label.unit === 'hours' && label.count === 1) return t('websites:frequency.hourly');
  return t(`websites:frequency.${label.unit}`, { count: label.count });
}

/** The frequency choices of the website form, labelled in the current language. */
export function useFrequencyOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('websites');
  return checkFrequencyOptions.map((minutes) => ({ value: String(minutes), label: formatFrequency(minutes, t) }));
}
