import type { ImportReport, ImportRowStatus } from '@spyglass/api/schema';
import { Badge, type BadgeTone } from '@spyglass/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Import.css';

const statusTones: Record<ImportRowStatus, BadgeTone> = { created: 'success', exists: 'neutral', error: 'danger' };

/** Every row of a report: its number as the spreadsheet shows it, what happens to it, what it names, and why. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  const { t } = useTranslation('settings');
  const captionId = useId();
  const statusLabel = (status: ImportRowStatus) =>
    status === 'created' && !report.dry_run ? t('import.status.added') : t(`import.status.${status}`);
  return (
    <div className={styles.tableWrap}>
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
              <td className={row.status === 'error' ? styles.errorDetail : styles.detail}>
                {/* The rule broken, after the column's name as the file's header spells it. */}
                {row.detail ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
