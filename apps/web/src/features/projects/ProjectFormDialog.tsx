import { useCreateProject, useUpdateProject } from '@spyglass/api/hooks';
import { type Project, projectCreateSchema } from '@spyglass/api/schema';
import { TextArea, TextField } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { paths } from '../../lib/paths';

/** The create and edit forms validate with the wire contract's own rules (SPEC §5); the team is the caller's. */
const schema = z.pick(projectCreateSchema, { name: true, description: true, url: true });
/** What the form holds; the url is '' when not set. */
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function ProjectFields({ field }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('projects');
  return (
    <>
      <TextField label={t('form.name')} placeholder={t('form.namePlaceholder')} autoComplete="off" {...field('name')} />
      <TextArea
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        rows={3}
        {...field('description')}
      />
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        placeholder={t('form.urlPlaceholder')}
        {...field('url')}
      />
    </>
  );
}

const projectForm: FormDefinition<FormInput, FormOutput> = {
  schema,
  namespace: 'projects',
  // SPEC §5's sentences, by field and broken rule; an address with control characters is no valid URL either.
  messages: {
    name: { too_small: 'validation.nameMin', too_big: 'validation.nameMax' },
    description: { too_small: 'validation.descriptionMin', too_big: 'validation.descriptionMax' },
    url: { custom: 'validation.url', invalid_format: 'validation.url', too_big: 'validation.urlMax' },
  },
  Fields: ProjectFields,
};

/** An empty url is sent as null: "not set", which also clears it on edit. */
function toPayload(values: FormOutput) {
  return { name: values.name, description: values.description, url: values.url || null };
}

export type CreateProjectDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the new project's id after the dialog closed. */
  onSuccess?: (projectId: string) => void;
};

/** SPEC §2/§4: create a project, then land on it. */
export function CreateProjectDialog({ open, onClose, onSuccess }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const create = useCreateProject();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={projectForm}
      defaultValues={{ name: '', description: '', url: '' }}
      title={t('create.title')}
      description={t('create.description')}
      submitLabel={t('create.submit')}
      pendingLabel={t('create.submitting')}
      failureTitle={t('create.failed')}
      // SPEC §3: the team is sent when known (the hook adds the user's default team).
      onSubmit={(values) => create.mutateAsync(toPayload(values))}
      onSaved={(project) => {
        onSuccess?.(project.id);
        navigate(paths.project(project.id));
      }}
    />
  );
}

export type EditProjectDialogProps = { open: boolean; onClose: () => void; project: Project };

/** Edit a project's name, description and url; closes on success (SPEC §4). */
export function EditProjectDialog({ open, onClose, project }: EditProjectDialogProps) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={projectForm}
      defaultValues={{ name: project.name, description: project.description, url: project.url ?? '' }}
      title={t('edit.title')}
      description={t('edit.description', { name: project.name })}
      submitLabel={t('common:actions.save')}
      failureTitle={t('edit.failed')}
      onSubmit={(values) => update.mutateAsync({ id: project.id, data: toPayload(values) })}
    />
  );
}
