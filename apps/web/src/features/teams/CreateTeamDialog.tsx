import { useCreateTeam, useSetCurrentTeam } from '@spyglass/api/hooks';
import { teamCreateSchema, type Team } from '@spyglass/api/schema';
import { TextField } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { paths } from '../../lib/paths';

type FormInput = z.input<typeof teamCreateSchema>;
type FormOutput = z.output<typeof teamCreateSchema>;

function TeamFields({ field }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('settings');
  return <TextField label={t('teams.create.name')} autoComplete="off" {...field('name')} />;
}

const teamForm: FormDefinition<FormInput, FormOutput> = {
  schema: teamCreateSchema,
  namespace: 'settings',
  messages: { name: { too_small: 'teams.create.nameMin', too_big: 'teams.create.nameMax' } },
  Fields: TeamFields,
};

/** A new team, the caller its owner; it becomes the current team, and its members screen opens to invite people. */
export function CreateTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateTeam();
  const switchTeam = useSetCurrentTeam();
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={teamForm}
      defaultValues={{ name: '' }}
      title={t('teams.create.title')}
      description={t('teams.create.description')}
      submitLabel={t('teams.create.submit')}
      failureTitle={t('teams.create.failed')}
      onSubmit={async (values): Promise<Team> => {
        const team = await create.mutateAsync(values);
        await switchTeam.mutateAsync(team.id);
        return team;
      }}
      // Straight to its members, to invite people.
      onSaved={() => navigate(paths.account('team'))}
    />
  );
}
