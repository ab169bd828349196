import { zodResolver } from '@hookform/resolvers/zod';
import { describeFact } from '@spyglass/api/events';
import { apiQueryOptions, useDigestSettings, useUpdateDigestSettings } from '@spyglass/api/hooks';
import {
  type ChangeFact,
  type DigestPreview,
  type DigestSettings,
  digestCadences,
  digestLanguages,
  digestSettingsFieldsSchema,
  emailSchema,
  refuseNoRecipients,
} from '@spyglass/api/schema';
import { useApiClient } from '@spyglass/api/session';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  Spinner,
  Switch,
  TextField,
  toast,
} from '@spyglass/ui';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Link } from '../../lib/Link';
import { useDateLocale } from '../../lib/dateLocale';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { useMailEnabled } from './MailOffNotice';
import * as styles from './Notifications.css';
import { useRouteProjectAccess } from '../teams';
import { QueryBody } from '../../lib/query/QueryBody';

/** The form holds the recipients as one comma-separated text; the contract's rules check the rest. */
const formSchema = z.extend(digestSettingsFieldsSchema, { recipients: z.string() }).check(
  z.superRefine((value, context) => {
    const list = splitRecipients(value.recipients);
    if (list.some((email) => !z.safeParse(emailSchema, email).success))
      context.addIssue({ code: 'invalid_format', format: 'email', path: ['recipients'], message: 'recipients' });
    else if (value.enabled && list.length === 0) refuseNoRecipients(context, list, 'recipients');
  }),
);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const splitRecipients = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const messages = {
  recipients: { invalid_format: 'digest.validation.recipients', too_small: 'digest.validation.recipientsRequired' },
  timezone: { custom: 'digest.validation.timezone', too_big: 'digest.validation.timezone' },
} as const;

const valuesOf = (settings: DigestSettings): FormInput => ({ ...settings, recipients: settings.recipients.join(', ') });

/** The digest's settings, saved with the button; "Preview" shows what the last period's digest holds. */
function DigestForm({ projectId, settings }: { projectId: string; settings: DigestSettings }) {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const mailEnabled = useMailEnabled();
  const save = useUpdateDigestSettings();
  const { canEdit } = useRouteProjectAccess();
  const { register, control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(settings),
  });
  const errorOf = useFieldErrors('settings', messages, formState.errors);
  const cadence = useWatch({ control, name: 'cadence' });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { projectId, data: { ...values, recipients: splitRecipients(values.recipients) } },
      {
        onSuccess: () => toast({ title: t('digest.saved'), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('digest.saveFailed'), description: error.message, variant: 'destructive' }),
      },
    ),
  );
  const next = save.data?.next_run_at ?? settings.next_run_at;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {/* A viewer reads the settings; every control is disabled (the notice above the settings says why). */}
      <fieldset className={`${styles.fieldset} ${styles.form}`} disabled={!canEdit}>
        <Switch label={t('digest.enabled')} disabled={!mailEnabled} {...register('enabled')} />
        <div className={styles.row}>
          <Controller
            control={control}
            name="cadence"
            render={({ field }) => (
              <Select
                label={t('digest.cadence')}
                options={digestCadences.map((value) => ({ value, label: t(`digest.cadences.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          {cadence === 'weekly' ? (
            <Controller
              control={control}
              name="weekday"
              render={({ field }) => (
                <Select
                  label={t('digest.weekday')}
                  options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
                    value: String(day),
                    label: t(`digest.weekdays.${day}`),
                  }))}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="hour"
            render={({ field }) => (
              <Select
                label={t('digest.hour')}
                options={Array.from({ length: 24 }, (_, hour) => ({
                  value: String(hour),
                  label: `${String(hour).padStart(2, '0')}:00`,
                }))}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
        </div>
        <TextField
          label={t('digest.timezone')}
          hint={t('digest.timezoneHint')}
          autoComplete="off"
          error={errorOf('timezone')}
          {...register('timezone')}
        />
        <TextField
          label={t('digest.recipients')}
          hint={t('digest.recipientsHint')}
          autoComplete="off"
          error={errorOf('recipients')}
          {...register('recipients')}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('digest.language')}
              options={digestLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <Switch label={t('digest.skipEmpty')} {...register('skip_empty')} />
        <p className={styles.meta} aria-live="polite">
          {next ? t('digest.next', { time: format(parseISO(next), 'PPPPp', { locale }) }) : t('digest.off')}
        </p>
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('common:actions.saving') : t('digest.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Links of the preview lead into the app: their path, whatever host the server named. */
const inApp = (link: string) => {
  try {
    const url = new URL(link, 'http://app.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
};

/** What the period's classified changes of a page found, in the interface language. */
function PageFacts({ facts }: { facts: ChangeFact[] }) {
  const { t, i18n } = useTranslation(['settings', 'activity']);
  return (
    <ul className={styles.meta} aria-label={t('activity:factsLabel')}>
      {facts.map((fact, index) => {
        const sentence = describeFact(fact, (key, values) => t(key, values), i18n.language);
        return <li key={`${index}-${sentence}`}>{sentence}</li>;
      })}
    </ul>
  );
}

function PreviewContent({ preview }: { preview: DigestPreview }) {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const day = (value: string) => format(parseISO(value), 'PP', { locale });
  // The preview opens below the form, often out of sight: its heading takes the focus, which
  // brings it into view and tells a screen reader where the answer to "Preview" is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={styles.preview}
      aria-label={t('digest.previewTitle', { from: day(preview.from), to: day(preview.to) })}
    >
      <h3 ref={heading} tabIndex={-1} className={styles.target}>
        {t('digest.previewTitle', { from: day(preview.from), to: day(preview.to) })}
      </h3>
      {preview.competitors.length === 0 ? (
        <p className={styles.meta}>{t('digest.previewEmpty')}</p>
      ) : (
        <>
          <p>
            {t('digest.alerts', { count: preview.totals.content_alerts })} ·{' '}
            {t('digest.changes', { count: preview.totals.changes })}
          </p>
          {preview.competitors.map((competitor) => (
            <div key={competitor.id}>
              <h4 className={styles.target}>{competitor.name}</h4>
              <ul className={styles.previewList}>
                {competitor.pages.map((page) => (
                  <li key={page.id}>
                    <Link to={inApp(page.link)}>{page.name}</Link>{' '}
                    <span className={styles.meta}>
                      {[
                        page.content_alerts > 0 ? t('digest.alerts', { count: page.content_alerts }) : null,
                        page.changes > 0 ? t('digest.changes', { count: page.changes }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      {page.keywords.length > 0
                        ? ` · ${t('digest.keywords', { keywords: page.keywords.join(', ') })}`
                        : ''}
                    </span>
                    {page.facts.length > 0 ? (
                      <PageFacts facts={page.facts} />
                    ) : page.latest_summary ? (
                      <p className={styles.meta}>{page.latest_summary}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** Settings › Digest: when the project's summary goes out and to whom, and a preview of it. */
export function DigestCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const settings = useDigestSettings(projectId);
  const [previewing, setPreviewing] = useState(false);
  const preview = useQuery({ ...apiQueryOptions(client, 'previewDigest', projectId), enabled: previewing });

  const body = (
    <QueryBody query={settings} loadingLabel={t('digest.loading')} failedTitle={t('digest.loadFailed')}>
      {(data) => <DigestForm projectId={projectId} settings={data} />}
    </QueryBody>
  );

  return (
    <Card>
      <CardHeader>
        <div className={styles.headerRow}>
          <div>
            <CardTitle as="h2">{t('digest.title')}</CardTitle>
            <CardDescription>{t('digest.description')}</CardDescription>
          </div>
          <Button variant="secondary" onClick={() => (previewing ? void preview.refetch() : setPreviewing(true))}>
            <Eye aria-hidden size={16} />
            {t('digest.preview')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <div className={styles.form}>
          {body}
          {previewing && preview.isPending ? <Spinner label={t('digest.previewLoading')} /> : null}
          {preview.isError ? (
            <Alert tone="destructive" title={t('digest.previewFailed')}>
              {preview.error.message}
            </Alert>
          ) : null}
          {preview.data ? <PreviewContent preview={preview.data} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
