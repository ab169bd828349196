import { useCreateChannel, useUpdateChannel } from '@spyglass/api/hooks';
import {
  type Channel,
  type ChannelWithSecret,
  DEFAULT_FAILURE_THRESHOLD,
  channelCreateSchema,
  channelEventTypes,
  channelKinds,
  digestLanguages,
} from '@spyglass/api/schema';
import { Checkbox, Select, Switch, TextField } from '@spyglass/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import * as styles from './Notifications.css';

/** The form edits the contract's create payload; the threshold is typed as text and read as a number. */
const schema = channelCreateSchema;
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function ChannelFields({
  field,
  errorOf,
  control,
  editing,
}: FormFieldsProps<FormInput, FormOutput> & { editing: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field: kind }) => (
          <Select
            label={t('notifications.form.kind')}
            options={channelKinds.map((value) => ({ value, label: t(`notifications.kinds.${value}`) }))}
            value={kind.value}
            onChange={kind.onChange}
            onBlur={kind.onBlur}
            ref={kind.ref}
            name={kind.name}
            disabled={editing}
            error={errorOf('kind')}
          />
        )}
      />
      <TextField
        label={t('notifications.form.target')}
        hint={t('notifications.form.targetHint')}
        autoComplete="off"
        inputMode="url"
        required
        {...field('target')}
      />
      <fieldset className={styles.fieldset} aria-describedby={errorOf('events') ? 'channel-events-error' : undefined}>
        <legend className={styles.legend}>{t('notifications.form.events')}</legend>
        <Controller
          control={control}
          name="events"
          render={({ field: events }) => (
            <>
              {channelEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  label={t(`notifications.events.${type}`)}
                  checked={events.value.includes(type)}
                  onChange={(event) =>
                    events.onChange(
                      event.currentTarget.checked
                        ? [...events.value, type]
                        : events.value.filter((value) => value !== type),
                    )
                  }
                />
              ))}
            </>
          )}
        />
        {errorOf('events') ? (
          <p id="channel-events-error" className={styles.error} role="alert">
            {errorOf('events')}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('notifications.form.failureThreshold')}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        {...field('failure_threshold')}
      />
      <Controller
        control={control}
        name="language"
        render={({ field: language }) => (
          <Select
            label={t('notifications.form.language')}
            options={digestLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={language.value ?? 'en'}
            onChange={language.onChange}
            onBlur={language.onBlur}
            ref={language.ref}
            name={language.name}
          />
        )}
      />
      <Switch label={t('notifications.form.enabled')} {...field('enabled')} />
    </>
  );
}

const messages = {
  target: {
    custom: 'notifications.validation.target',
    too_small: 'notifications.validation.target',
    too_big: 'notifications.validation.target',
  },
  events: { too_small: 'notifications.validation.events' },
  failure_threshold: {
    invalid_type: 'notifications.validation.threshold',
    too_small: 'notifications.validation.threshold',
    too_big: 'notifications.validation.threshold',
  },
} as const;

/** The threshold field is a text input: its value arrives as a string and is read as a whole number. */
const formSchema = z.pipe(
  // Takes the raw form values (unknown until the schema has checked them).
  z.transform<unknown, unknown>((value) => {
    const values = value as Record<string, unknown>;
    const threshold = values.failure_threshold;
    return {
      ...values,
      failure_threshold: typeof threshold === 'string' && threshold.trim() !== '' ? Number(threshold) : threshold,
    };
  }),
  schema,
) as unknown as typeof schema;

const createForm: FormDefinition<FormInput, FormOutput> = {
  schema: formSchema,
  namespace: 'settings',
  messages,
  Fields: (props) => <ChannelFields {...props} editing={false} />,
};
const editForm: FormDefinition<FormInput, FormOutput> = {
  ...createForm,
  Fields: (props) => <ChannelFields {...props} editing />,
};

export type AddChannelDialogProps = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  /** After the dialog closed: the new channel, with a webhook's secret (shown once). */
  onCreated: (channel: ChannelWithSecret) => void;
  /** Email is not offered on a server that cannot send it. */
  mailEnabled: boolean;
};

export function AddChannelDialog({ open, onClose, projectId, onCreated, mailEnabled }: AddChannelDialogProps) {
  const { t } = useTranslation('settings');
  const create = useCreateChannel();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={createForm}
      defaultValues={{
        kind: mailEnabled ? 'email' : 'webhook',
        target: '',
        events: ['page_changed', 'content_alert'],
        failure_threshold: DEFAULT_FAILURE_THRESHOLD,
        enabled: true,
        language: 'en',
      }}
      title={t('notifications.form.createTitle')}
      description={t('notifications.form.createDescription')}
      submitLabel={t('notifications.form.submitCreate')}
      failureTitle={t('notifications.form.createFailed')}
      onSubmit={(values) => create.mutateAsync({ projectId, data: values })}
      onSaved={onCreated}
    />
  );
}

export type EditChannelDialogProps = { open: boolean; onClose: () => void; channel: Channel };

export function EditChannelDialog({ open, onClose, channel }: EditChannelDialogProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateChannel();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={editForm}
      defaultValues={{
        kind: channel.kind,
        target: channel.target,
        events: channel.events,
        failure_threshold: channel.failure_threshold,
        enabled: channel.enabled,
        language: channel.language,
      }}
      title={t('notifications.form.editTitle')}
      submitLabel={t('common:actions.save')}
      failureTitle={t('notifications.form.updateFailed')}
      onSubmit={({ kind: _kind, ...values }) => update.mutateAsync({ id: channel.id, data: values })}
    />
  );
}
