import type { ImportColumn, ImportReport, ImportRowResult, ImportRowStatus, ImportRule } from '@spyglass/api/schema';
import { Badge, type BadgeTone } from '@spyglass/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Import.css';

const statusTones: Record<ImportRowStatus, BadgeTone> = { created: 'success', exists: 'neutral', error: 'danger' };

const nameRules = { too_short: 'pages:validation.nameMin', too_long: 'pages:validation.nameMax' };
const urlRules = { invalid_url: 'pages:validation.urlInvalid', too_long: 'pages:validation.urlMax' };

/** Each column's rules in the reader's language: the sentences the create dialogs use. */
const ruleMessages: Record<ImportColumn, Partial<Record<ImportRule, string>>> = {
  competitor: nameRules,
  website: urlRules,
  page_name: nameRules,
  url: { ...urlRules, other_site: 'settings:import.rules.otherSite' },
  css_selector: { too_long: 'pages:validation.cssSelectorMax' },
  keywords: {
    too_short: 'pages:validation.keywordEmpty',
    too_long: 'pages:validation.keywordMax',
    too_many_keywords: 'pages:validation.keywordsMax',
    pattern_flags: 'pages:validation.patternFlags',
  },
};

/** Where a page must be: its website's host, without www. */
const siteOf = (website: string) => {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
};

/** Every row of a report: its number as the spreadsheet shows it, what happens to it, what it names, and why. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  const { t } = useTranslation(['settings', 'pages', 'common']);
  /** The row's rule as the dialogs word it, after the column's name as the file's header spells it. */
  const detailOf = (row: ImportRowResult): string => {
    if (row.same_as_row) return t('import.sameAs', { row: row.same_as_row });
    if (row.rule === 'extra_cells') return t('import.rules.extraCells');
    const key =
      row.rule === 'control_characters'
        ? 'common:validation.controlCharacters'
        : row.column && row.rule
          ? ruleMessages[row.column][row.rule]
          : undefined;
    if (!key || !row.column) return row.detail ?? '';
    return `${row.column}: ${t(key, { site: siteOf(row.website) })}`;
  };
  const captionId = useId();
  const statusLabel = (status: ImportRowStatus) =>
    status === 'created' && !report.dry_run ? t('import.status.added') : t(`import.status.${status}`);
  return (
    // The table scrolls inside its frame: the frame is focusable so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {t('import.table.row')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('import.table.status')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('import.table.competitor')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('import.table.page')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('import.table.detail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.data.map((row) => (
            <tr key={row.row} data-status={row.status}>
              <th scope="row" className={styles.rowNumber}>
                {row.row}
              </th>
              <td className={styles.cell}>
                <Badge tone={statusTones[row.status]}>{statusLabel(row.status)}</Badge>
              </td>
              <td className={styles.cell}>{row.competitor}</td>
              <td className={styles.cell}>
                {row.page_name}
                <span className={styles.url}>{row.url}</span>
              </td>
              <td className={row.status === 'error' ? styles.errorDetail : styles.detail}>{detailOf(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
