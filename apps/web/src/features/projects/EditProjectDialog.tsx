import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateProject } from '@spyglass/api/hooks';
import type { Project } from '@spyglass/api/schema';
import { Alert, Button, Dialog } from '@spyglass/ui';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ProjectFormOutput,
  ProjectFormFields,
  type ProjectFormValues,
  projectFormSchema,
} from './ProjectFormFields';
import * as styles from './ProjectDialog.css';

function valuesOf(project: Project): ProjectFormValues {
  return { name: project.name, description: project.description, url: project.url ?? '' };
}

export type EditProjectDialogProps = { open: boolean; onClose: () => void; project: Project };

/** Edit a project's name, description and url; closes on success (SPEC §4). */
export function EditProjectDialog({ open, onClose, project }: EditProjectDialogProps) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const updateProject = useUpdateProject();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: valuesOf(project),
  });

  // Each opening starts from the project as it is then. Only opening resets:
  // the saved project arriving mid-save must not reset the running mutation.
  const latest = useRef(project);
  useEffect(() => {
    latest.current = project;
  });
  const { reset: resetMutation } = updateProject;
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(latest.current));
    resetMutation();
  }, [open, reset, resetMutation]);

  const onSubmit = handleSubmit((values) => {
    updateProject.mutate(
      { id: project.id, data: { name: values.name, description: values.description, url: values.url || null } },
      { onSuccess: () => onClose() },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      description={t('edit.description', { name: project.name })}
      closeLabel={t('common:actions.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={updateProject.isPending}>
            {updateProject.isPending ? t('common:actions.saving') : t('common:actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {updateProject.error ? (
          <Alert tone="destructive" title={t('edit.failed')}>
            {updateProject.error.message}
          </Alert>
        ) : null}
        <ProjectFormFields register={register} errors={errors} />
      </form>
    </Dialog>
  );
}
