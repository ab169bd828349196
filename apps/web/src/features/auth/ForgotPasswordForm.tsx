import { zodResolver } from '@hookform/resolvers/zod';
import { useFeatures, useRecoverPassword } from '@spyglass/api/hooks';
import { type ForgotPasswordPayload, forgotPasswordSchema } from '@spyglass/api/schema';
import { Alert, Button } from '@spyglass/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { AuthCard } from './AuthCard';
import * as styles from './AuthForm.css';
import { EmailField } from './EmailField';
import { authMessages } from './validationMessages';

/**
 * SPEC §2 /forgot-password: an email field, then a confirmation with
 * instructions. The server mails a link when the email has an account and
 * answers the same either way; a server without mail says so instead.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const features = useFeatures();
  const recover = useRecoverPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordPayload>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const fieldError = useFieldErrors('auth', authMessages, errors);
  const mailOff = features.data?.mail === false;

  const onSubmit = handleSubmit(({ email }) => recover.mutate(email, { onSuccess: () => setSentTo(email) }));

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={sentTo ? t('forgot.sentSubtitle') : t('forgot.subtitle')}
      footer={
        <Link className={styles.link} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {sentTo ? (
        <>
          <Alert tone="success" title={t('forgot.sentTitle')}>
            {t('forgot.sentDescription', { email: sentTo })}
          </Alert>
          <div className={styles.instructions}>
            <p>{t('forgot.instructions')}</p>
            <p>{t('forgot.noEmail')}</p>
          </div>
          <Button
            variant="secondary"
            size="large"
            onClick={() => {
              recover.reset();
              setSentTo(null);
            }}
          >
            {t('forgot.back')}
          </Button>
        </>
      ) : mailOff ? (
        <Alert tone="info" title={t('forgot.noMailTitle')}>
          {t('forgot.noMailDescription')}
        </Alert>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {recover.isError ? (
            <Alert tone="destructive" title={t('forgot.failed')}>
              {recover.error.message}
            </Alert>
          ) : null}
          <EmailField error={fieldError('email')} {...register('email')} />
          <Button type="submit" size="large" loading={recover.isPending}>
            {recover.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
