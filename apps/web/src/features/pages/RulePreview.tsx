import { useApiMutation } from '@spyglass/api/hooks';
import type { IgnorePreset, RulePreview as RulePreviewData } from '@spyglass/api/schema';
import { Spinner } from '@spyglass/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RulePreview.css';

/** How long typing pauses before the preview asks again. */
const PREVIEW_DELAY_MS = 400;

export type RulePreviewProps = {
  /** The page being edited; a page not yet added has no snapshot to preview on. */
  pageId: string | null;
  rules: string[];
  presets: IgnorePreset[];
};

/** "Dates and times", "Live counters": a preset's name in the interface language. */
function usePresetName() {
  const { t } = useTranslation('pages');
  return (preset: IgnorePreset) => t(`advanced.presets.${preset}`);
}

function Examples({ lines }: { lines: string[] }) {
  const { t } = useTranslation('pages');
  if (lines.length === 0) return null;
  return (
    <ul className={styles.examples} aria-label={t('preview.examples')}>
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

function PreviewResult({ preview }: { preview: RulePreviewData }) {
  const { t } = useTranslation('pages');
  const presetName = usePresetName();
  if (preview.snapshot_at === null) return <p className={styles.muted}>{t('preview.noSnapshot')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {preview.rules.map((rule, index) => (
          <li key={`${index}-${rule.rule}`} className={rule.error ? styles.error : undefined}>
            {rule.error
              ? t('preview.ruleError', { rule: rule.rule, error: rule.error })
              : t('preview.rule', { rule: rule.rule, count: rule.hidden_lines })}
            <Examples lines={rule.examples} />
          </li>
        ))}
        {preview.presets.map((preset) => (
          <li key={preset.preset}>
            {t('preview.preset', { preset: presetName(preset.preset), count: preset.changed_lines })}
            <Examples lines={preset.examples} />
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('preview.total', { count: preview.hidden_lines, total: preview.total_lines })}</p>
    </>
  );
}

/**
 * What the rules being typed would hide of the page's last snapshot,
 * computed by the server on its reading threads a moment after typing
 * stops: per rule, per preset, and together. Announced politely.
 */
export function RulePreview({ pageId, rules, presets }: RulePreviewProps) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  const preview = useApiMutation('previewPageRules', {
    args: ({ id, data }: { id: string; data: { ignore_rules: string[]; ignore_presets: IgnorePreset[] } }) => [
      id,
      data,
    ],
    refresh: async () => undefined,
  });
  const [shown, setShown] = useState<RulePreviewData | null>(null);
  const key = JSON.stringify([rules, presets]);
  const { mutate } = preview;

  useEffect(() => {
    if (!pageId || (rules.length === 0 && presets.length === 0)) return;
    const timer = setTimeout(
      () => mutate({ id: pageId, data: { ignore_rules: rules, ignore_presets: presets } }, { onSuccess: setShown }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // The key stands for the rules and presets: a new array of the same rules asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, key, mutate]);

  let body;
  if (!pageId) body = <p className={styles.muted}>{t('preview.notSaved')}</p>;
  else if (rules.length === 0 && presets.length === 0) body = <p className={styles.muted}>{t('preview.nothing')}</p>;
  else if (preview.isError)
    body = <p className={styles.error}>{t('preview.failed', { message: preview.error.message })}</p>;
  else if (shown) body = <PreviewResult preview={shown} />;
  else body = <Spinner label={t('preview.loading')} />;

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-live="polite" aria-busy={preview.isPending}>
      {/* A name, not a heading: inside the dialog's form it would break the heading order. */}
      <p id={headingId} className={styles.heading}>
        {t('preview.title')}
      </p>
      {body}
    </section>
  );
}
