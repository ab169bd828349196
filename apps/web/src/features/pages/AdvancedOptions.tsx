import { alertOnOptions, ignorePresets, keywordAlertOptions, type IgnorePreset } from '@spyglass/api/schema';
import { Checkbox, Select, Switch, TextArea, TextField } from '@spyglass/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldsProps } from '../../lib/form/FormDialog';
import * as styles from './AdvancedOptions.css';
import { parseLines } from './keywords';
import type { PageFormInput, PageFormOutput } from './PageFormDialog';
import { RulePreview } from './RulePreview';

const ADVANCED_FIELDS = [
  'ignore_rules',
  'ignore_presets',
  'remove_selectors',
  'alert_on',
  'min_changed_lines',
  'keyword_alerts',
  'keywords_only',
] as const;

type AdvancedOptionsProps = FormFieldsProps<PageFormInput, PageFormOutput> & { pageId: string | null };

/**
 * The page's noise and alert options, behind a disclosure (most pages never
 * need them): kinds of changing text to ignore, ignore rules with a preview
 * on the page's last snapshot, elements to remove, and when a change or a
 * keyword raises an alert. It opens by itself when one of its fields is
 * refused, and moves focus to that field.
 */
export function AdvancedOptions({ field, errorOf, control, pageId }: AdvancedOptionsProps) {
  const { t } = useTranslation('pages');
  const presetsLegendId = useId();
  const sectionRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const refused = ADVANCED_FIELDS.some((name) => errorOf(name) !== undefined);
  const rules = parseLines(useWatch({ control, name: 'ignore_rules' }) ?? '');
  const watchedPresets = useWatch({ control, name: 'ignore_presets' });
  const presets: IgnorePreset[] = Array.isArray(watchedPresets) ? watchedPresets : [];

  // A refused field keeps the section open, so it can be seen and reached.
  const shown = open || refused;

  useEffect(() => {
    if (!refused) return;
    // Open now: the refused field takes the focus the form could not give it while it was hidden.
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [refused]);

  return (
    <details
      ref={sectionRef}
      className={styles.section}
      open={shown}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        {t('advanced.title')}
        <span className={styles.summaryHint}>
          {t('advanced.summary', { presets: presets.length, rules: rules.length })}
        </span>
      </summary>
      <div className={styles.body}>
        <fieldset className={styles.fieldset} aria-describedby={presetsLegendId}>
          <legend className={styles.legend}>{t('advanced.presetsLegend')}</legend>
          <p id={presetsLegendId} className={styles.hint}>
            {t('advanced.presetsHint')}
          </p>
          {ignorePresets.map((preset) => (
            <Checkbox
              key={preset}
              label={t(`advanced.presets.${preset}`)}
              value={preset}
              {...field('ignore_presets')}
              error={undefined}
            />
          ))}
        </fieldset>
        <TextArea
          label={t('advanced.ignoreRules')}
          hint={t('advanced.ignoreRulesHint')}
          rows={3}
          spellCheck={false}
          {...field('ignore_rules')}
        />
        <RulePreview pageId={pageId} rules={rules} presets={presets} />
        <TextArea
          label={t('advanced.removeSelectors')}
          hint={t('advanced.removeSelectorsHint')}
          rows={2}
          spellCheck={false}
          {...field('remove_selectors')}
        />
        <Controller
          control={control}
          name="alert_on"
          render={({ field: alertOn }) => (
            <Select
              label={t('advanced.alertOn')}
              options={alertOnOptions.map((value) => ({ value, label: t(`advanced.alertOnOptions.${value}`) }))}
              value={alertOn.value ?? 'any'}
              onChange={alertOn.onChange}
              onBlur={alertOn.onBlur}
              ref={alertOn.ref}
              name={alertOn.name}
              error={errorOf('alert_on')}
            />
          )}
        />
        <TextField
          label={t('advanced.minChangedLines')}
          hint={t('advanced.minChangedLinesHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          {...field('min_changed_lines')}
        />
        <Controller
          control={control}
          name="keyword_alerts"
          render={({ field: keywordAlerts }) => (
            <Select
              label={t('advanced.keywordAlerts')}
              options={keywordAlertOptions.map((value) => ({
                value,
                label: t(`advanced.keywordAlertsOptions.${value}`),
              }))}
              value={keywordAlerts.value ?? 'appear'}
              onChange={keywordAlerts.onChange}
              onBlur={keywordAlerts.onBlur}
              ref={keywordAlerts.ref}
              name={keywordAlerts.name}
              error={errorOf('keyword_alerts')}
            />
          )}
        />
        <Switch label={t('advanced.keywordsOnly')} hint={t('advanced.keywordsOnlyHint')} {...field('keywords_only')} />
      </div>
    </details>
  );
}
