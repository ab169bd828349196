import { zodResolver } from '@hookform/resolvers/zod';
import { useChangePassword } from '@spyglass/api/hooks';
import { passwordChangeSchema } from '@spyglass/api/schema';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextField,
  toast,
} from '@spyglass/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { authMessages } from '../../features/auth/validationMessages';
import * as styles from '../../features/notifications/Notifications.css';
import { useFieldErrors } from '../../lib/form/fieldMessages';

const schema = z.extend(passwordChangeSchema, { confirm_password: z.string() }).check(
  z.refine((value) => value.new_password === value.confirm_password, {
    message: 'validation.passwordMatch',
    path: ['confirm_password'],
  }),
);
type Values = z.input<typeof schema>;

/**
 * Account › Password: a change ends every session and answers a new token,
 * which the session adopts, so this device stays signed in.
 */
export default function PasswordSection() {
  const { t } = useTranslation(['settings', 'auth']);
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const errorOf = useFieldErrors(
    'auth',
    {
      new_password: authMessages.password,
      confirm_password: authMessages.confirm_password,
      current_password: { too_small: 'validation.passwordLength' },
    },
    formState.errors,
  );
  const onSubmit = handleSubmit(({ current_password, new_password }) => {
    setFailure(null);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset();
          toast({ title: t('account.password.done'), variant: 'success' });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('account.password.title')}</CardTitle>
        <CardDescription>{t('account.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {failure ? (
            <Alert tone="destructive" title={t('account.password.failed')}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('account.password.current')}
            type="password"
            autoComplete="current-password"
            error={errorOf('current_password')}
            {...register('current_password')}
          />
          <TextField
            label={t('account.password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('auth:fields.passwordHint')}
            error={errorOf('new_password')}
            {...register('new_password')}
          />
          <TextField
            label={t('account.password.confirm')}
            type="password"
            autoComplete="new-password"
            error={errorOf('confirm_password')}
            {...register('confirm_password')}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
