import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateProject } from '@spyglass/api/hooks';
import { useSession } from '@spyglass/api/session';
import { Alert, Button, Dialog } from '@spyglass/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import {
  type ProjectFormOutput,
  ProjectFormFields,
  type ProjectFormValues,
  projectFormSchema,
} from './ProjectFormFields';
import * as styles from './ProjectDialog.css';

const emptyValues: ProjectFormValues = { name: '', description: '', url: '' };

export type CreateProjectDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the new project's id after the dialog closed. */
  onSuccess?: (projectId: string) => void;
};

/** SPEC §2/§4: create a project, then land on it. */
export function CreateProjectDialog({ open, onClose, onSuccess }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const createProject = useCreateProject();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: emptyValues,
  });

  const close = () => {
    reset(emptyValues);
    createProject.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const teamId = user?.default_team_id ?? null;
    // SPEC §3: the team is sent when known; the server then uses the caller's own team.
    if (!teamId) console.warn('Creating a project without a team id: the signed-in user has no default team');
    createProject.mutate(
      {
        name: values.name,
        description: values.description,
        url: values.url || null,
        ...(teamId ? { team_id: teamId } : {}),
      },
      {
        onSuccess: (project) => {
          reset(emptyValues);
          onClose();
          onSuccess?.(project.id);
          navigate(paths.project(project.id));
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('create.title')}
      description={t('create.description')}
      closeLabel={t('common:actions.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={createProject.isPending}>
            {createProject.isPending ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {createProject.error ? (
          <Alert tone="destructive" title={t('create.failed')}>
            {createProject.error.message}
          </Alert>
        ) : null}
        <ProjectFormFields register={register} errors={errors} />
      </form>
    </Dialog>
  );
}
