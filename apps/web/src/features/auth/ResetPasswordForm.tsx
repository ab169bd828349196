import { zodResolver } from '@hookform/resolvers/zod';
import { useResetPassword } from '@spyglass/api/hooks';
import { type PasswordResetFormValues, passwordResetFormSchema } from '@spyglass/api/schema';
import { Alert, Button, TextField } from '@spyglass/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { AuthCard } from './AuthCard';
import * as styles from './AuthForm.css';
import { authMessages } from './validationMessages';

/** /reset-password?token=: the mailed link's new password, set once; then every session is signed out. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<PasswordResetFormValues>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const errorOf = useFieldErrors(
    'auth',
    { new_password: authMessages.password, confirm_password: authMessages.confirm_password },
    formState.errors,
  );
  const onSubmit = handleSubmit(({ new_password }) => {
    if (token) reset.mutate({ token, new_password });
  });
  const footer = (
    <Link className={styles.link} to={paths.login}>
      {t('forgot.backToLogin')}
    </Link>
  );

  if (!token)
    return (
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
        <Alert tone="destructive" title={t('reset.failed')}>
          {t('reset.missingToken')}
        </Alert>
        <Link className={styles.link} to={paths.forgotPassword}>
          {t('reset.askAgain')}
        </Link>
      </AuthCard>
    );

  if (reset.isSuccess)
    return (
      <AuthCard title={t('reset.doneTitle')} subtitle={t('reset.doneDescription')} footer={footer}>
        <Alert tone="success" title={t('reset.doneTitle')}>
          {t('reset.doneDescription')}
        </Alert>
        <Link className={styles.link} to={paths.login}>
          {t('reset.goToLogin')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {reset.isError ? (
          <Alert tone="destructive" title={t('reset.failed')}>
            {reset.error.message}{' '}
            <Link className={styles.link} to={paths.forgotPassword}>
              {t('reset.askAgain')}
            </Link>
          </Alert>
        ) : null}
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={errorOf('new_password')}
          {...register('new_password')}
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errorOf('confirm_password')}
          {...register('confirm_password')}
        />
        <Button type="submit" size="large" loading={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
