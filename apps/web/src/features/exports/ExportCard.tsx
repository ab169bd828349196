import { zodResolver } from '@hookform/resolvers/zod';
import { useExportChanges, type ChangesExportRequest } from '@spyglass/api/hooks';
import { EXPORT_DEFAULT_DAYS, EXPORT_MAX_DAYS, parseExportInstant } from '@spyglass/api/schema';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextField } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { saveFile } from '../../lib/saveFile';
import * as styles from './Exports.css';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of the range as the date inputs give them (yyyy-mm-dd), both included; the server's rules. */
const formSchema = z.object({ from: z.string(), to: z.string() }).check(
  z.superRefine(({ from, to }, context) => {
    const start = DATE_ONLY.test(from) ? parseExportInstant(from) : null;
    const end = DATE_ONLY.test(to) ? parseExportInstant(to) : null;
    if (!start) context.addIssue({ code: 'invalid_format', format: 'date', path: ['from'], message: 'from' });
    if (!end) context.addIssue({ code: 'invalid_format', format: 'date', path: ['to'], message: 'to' });
    if (!start || !end) return;
    if (start > end) context.addIssue({ code: 'custom', path: ['to'], message: 'order' });
    else if (end.getTime() + DAY_MS - start.getTime() > EXPORT_MAX_DAYS * DAY_MS)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: EXPORT_MAX_DAYS,
        path: ['to'],
        message: 'range',
        input: to,
      });
  }),
);
type FormValues = z.infer<typeof formSchema>;

const messages = {
  from: { invalid_format: 'export.validation.date' },
  to: {
    invalid_format: 'export.validation.date',
    custom: 'export.validation.order',
    too_big: { key: 'export.validation.range', values: { days: EXPORT_MAX_DAYS } },
  },
} as const;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** Settings › Export and feed: a project's changes of a period as a CSV or JSON download. */
export function ExportCard({ projectId, today = new Date() }: { projectId: string; today?: Date }) {
  const { t } = useTranslation('settings');
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { from: day(subDays(today, EXPORT_DEFAULT_DAYS)), to: day(today) },
  });
  const errorOf = useFieldErrors('settings', messages, formState.errors);
  const { exportChanges, pending, error } = useExportChanges({
    onSuccess: (file, request) => {
      const name = file.filename ?? `spyglass-changes-${request.range.from}-to-${request.range.to}.${request.format}`;
      saveFile(file.blob, name);
      setSaved(name);
    },
  });
  const download = (fileFormat: ChangesExportRequest['format']) =>
    handleSubmit((range) => {
      setSaved(null);
      exportChanges({ projectId, format: fileFormat, range });
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('export.changes.title')}</CardTitle>
        <CardDescription>{t('export.changes.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={download('csv')} noValidate aria-label={t('export.changes.title')}>
          <div className={styles.row}>
            <TextField type="date" label={t('export.changes.from')} error={errorOf('from')} {...register('from')} />
            <TextField type="date" label={t('export.changes.to')} error={errorOf('to')} {...register('to')} />
          </div>
          <p className={styles.meta}>{t('export.changes.hint')}</p>
          <div className={styles.actions}>
            <Button type="submit" loading={pending === 'csv'} disabled={pending !== null}>
              <Download aria-hidden size={16} />
              {pending === 'csv' ? t('export.changes.preparing') : t('export.changes.csv')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={pending === 'json'}
              disabled={pending !== null}
              onClick={download('json')}
            >
              <Download aria-hidden size={16} />
              {pending === 'json' ? t('export.changes.preparing') : t('export.changes.json')}
            </Button>
          </div>
          {error && pending === null ? (
            <Alert tone="destructive" title={t('export.changes.failed')}>
              {error.message}
            </Alert>
          ) : null}
          <p className={styles.meta} role="status">
            {saved ? t('export.changes.saved', { name: saved }) : ''}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
