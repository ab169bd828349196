import { useImportProjectCsv } from '@spyglass/api/hooks';
import {
  IMPORT_KEYWORD_SEPARATOR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
  importColumns,
  importTemplateCsv,
} from '@spyglass/api/schema';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@spyglass/ui';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import * as styles from './Import.css';
import { ImportReportTable } from './ImportReportTable';
import { useProjectAccess } from '../teams';

/** The template travels as a data: link, so it downloads without asking the server. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${importTemplateCsv}\r\n`)}`;

interface ChosenFile {
  name: string;
  text: string;
}

/**
 * Settings › Import: a CSV file of competitors, websites and pages. Choosing
 * a file runs a dry run whose per-row report is shown first; "Import N rows"
 * then writes the valid rows, and the result replaces the preview.
 */
export function CsvImportCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('settings');
  const numbers = new Intl.NumberFormat(i18n.language);
  const inputId = useId();
  const hintId = useId();
  // A viewer may read the project but not import into it (the settings say why).
  const { canEdit } = useProjectAccess(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const preview = useImportProjectCsv();
  const run = useImportProjectCsv();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    preview.reset();
    run.reset();
    if (!chosen) {
      setFile(null);
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate({ projectId, csv: text, dryRun: true });
  };

  const startOver = () => {
    preview.reset();
    run.reset();
    setFile(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  let outcome = null;
  if (run.data) {
    outcome = <ImportResult report={run.data} projectId={projectId} onStartOver={startOver} />;
  } else if (preview.isPending) {
    outcome = <Spinner label={t('import.checking')} />;
  } else if (preview.isError) {
    outcome = (
      <Alert tone="destructive" title={t('import.fileRefused')}>
        {preview.error.message}
      </Alert>
    );
  } else if (preview.data && file) {
    outcome = (
      <ImportPreview
        report={preview.data}
        fileName={file.name}
        importing={run.isPending}
        failure={run.isError ? run.error.message : null}
        onImport={() => run.mutate({ projectId, csv: file.text, dryRun: false })}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('import.title')}</CardTitle>
        <CardDescription>{t('import.description')}</CardDescription>
      </CardHeader>
      <CardContent className={styles.body}>
        <p className={styles.columns}>
          {t('import.columns')} <code className={styles.code}>{importColumns.join(',')}</code>.{' '}
          {t('import.keywords', { separator: IMPORT_KEYWORD_SEPARATOR })}
        </p>
        <div className={styles.actions}>
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button's children become the link's content */}
          <Button variant="secondary" render={<a href={templateHref} download="spyglass-import-template.csv" />}>
            <Download aria-hidden size={16} />
            {t('import.template')}
          </Button>
        </div>
        <div className={styles.picker}>
          <label className={styles.label} htmlFor={inputId}>
            <Upload aria-hidden size={14} /> {t('import.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={!canEdit || run.isPending}
            onChange={(event) => void choose(event)}
          />
          <p id={hintId} className={styles.hint}>
            {t('import.fileHint', {
              rows: numbers.format(IMPORT_MAX_ROWS),
              size: numbers.format(IMPORT_MAX_BYTES / 1024),
            })}
          </p>
        </div>
        <div aria-live="polite">{outcome}</div>
      </CardContent>
    </Card>
  );
}

/** The answer arrives below the picker, often out of sight: its heading takes the focus. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ImportPreview({
  report,
  fileName,
  importing,
  failure,
  onImport,
}: {
  report: ImportReport;
  fileName: string;
  importing: boolean;
  failure: string | null;
  onImport: () => void;
}) {
  const { t } = useTranslation('settings');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const headingId = useId();
  const { created, exists, errors } = report.summary;
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.reportHeading}>
        {t('import.previewTitle', { file: fileName })}
      </h3>
      <p className={styles.summary}>{summaryOf(t, report)}</p>
      {created === 0 && errors === 0 ? (
        <Alert tone="info" title={t('import.nothingNew')}>
          {t('import.nothingNewHint', { count: exists })}
        </Alert>
      ) : null}
      {errors > 0 ? (
        <Alert tone="info" title={t('import.errorsTitle', { count: errors })}>
          {t('import.errorsHint')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="destructive" title={t('import.failed')}>
          {failure}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={created === 0} loading={importing} onClick={onImport}>
          {importing ? t('import.importing') : t('import.run', { count: created })}
        </Button>
      </div>
      <ImportReportTable report={report} caption={t('import.previewCaption', { count: report.count })} />
    </section>
  );
}

function ImportResult({
  report,
  projectId,
  onStartOver,
}: {
  report: ImportReport;
  projectId: string;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('settings');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const headingId = useId();
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.reportHeading}>
        {t('import.resultTitle', { count: report.summary.created })}
      </h3>
      <Alert tone="success" title={t('import.done')}>
        {summaryOf(t, report)}
      </Alert>
      <div className={styles.actions}>
        <Button render={<Link to={paths.competitors(projectId)} />}>{t('import.viewCompetitors')}</Button>
        <Button variant="secondary" onClick={onStartOver}>
          {t('import.another')}
        </Button>
      </div>
      <ImportReportTable report={report} caption={t('import.resultCaption', { count: report.count })} />
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<'settings'>>['t'];

/** "3 new, 1 already there, 2 with errors" (a dry run) or "3 added, …" (an import). */
function summaryOf(t: Translate, report: ImportReport): string {
  const { created, exists, errors } = report.summary;
  return [
    report.dry_run ? t('import.summary.toAdd', { count: created }) : t('import.summary.added', { count: created }),
    t('import.summary.exists', { count: exists }),
    t('import.summary.errors', { count: errors }),
  ].join(' · ');
}
