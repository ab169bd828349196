import { useUpdateProfile } from '@spyglass/api/hooks';
import { profileUpdateSchema } from '@spyglass/api/schema';
import { useSession } from '@spyglass/api/session';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  DescriptionItem,
  DescriptionList,
  TextField,
  toast,
} from '@spyglass/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { authMessages } from '../../features/auth/validationMessages';
import { useMailEnabled } from '../../features/notifications';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate } from '../../lib/formatDate';

const schema = z.object({
  full_name: profileUpdateSchema.shape.full_name,
  email: profileUpdateSchema.shape.email.def.innerType,
});
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function ProfileFields({ field }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation(['settings', 'auth']);
  const mailEnabled = useMailEnabled();
  return (
    <>
      <TextField label={t('account.profile.fullName')} autoComplete="name" {...field('full_name')} />
      <TextField
        label={t('account.profile.email')}
        type="email"
        autoComplete="email"
        readOnly={!mailEnabled}
        hint={mailEnabled ? undefined : t('account.profile.emailMailOff')}
        {...field('email')}
      />
    </>
  );
}

const profileForm: FormDefinition<FormInput, FormOutput> = {
  schema,
  namespace: 'auth',
  messages: { email: authMessages.email, full_name: authMessages.full_name },
  Fields: ProfileFields,
};

/** Account › Profile: who is signed in; the name changes at once, a new email once its link is followed. */
export default function ProfileSection() {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const { user } = useSession();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('account.profile.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {user.pending_email ? (
          <Alert tone="info" title={t('account.profile.pendingEmail', { email: user.pending_email })} />
        ) : null}
        <DescriptionList>
          <DescriptionItem term={t('account.profile.fullName')} muted={!user.full_name}>
            {user.full_name || t('account.profile.noName')}
          </DescriptionItem>
          <DescriptionItem term={t('account.profile.email')}>{user.email}</DescriptionItem>
          <DescriptionItem term={t('account.profile.memberSince')}>
            {formatLongDate(user.created_at, locale) ?? t('account.profile.unknownDate')}
          </DescriptionItem>
        </DescriptionList>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden size={16} />
          {t('account.profile.edit')}
        </Button>
      </CardFooter>
      <FormDialog
        open={editing}
        onClose={() => setEditing(false)}
        form={profileForm}
        defaultValues={{ full_name: user.full_name ?? '', email: user.email }}
        title={t('account.profile.editTitle')}
        description={t('account.profile.editDescription')}
        submitLabel={t('common:actions.save')}
        failureTitle={t('account.profile.updateFailed')}
        onSubmit={(values) =>
          update.mutateAsync({
            full_name: values.full_name || null,
            ...(values.email.toLowerCase() !== user.email.toLowerCase() ? { email: values.email } : {}),
          })
        }
        onSaved={(saved) =>
          toast(
            saved.pending_email
              ? { title: t('account.profile.confirmationSent', { email: saved.pending_email }), variant: 'success' }
              : { title: t('account.profile.saved'), variant: 'success' },
          )
        }
      />
    </Card>
  );
}
