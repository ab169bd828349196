import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordPayload, forgotPasswordSchema } from '@spyglass/api/schema';
import { Alert, Button } from '@spyglass/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { AuthCard } from './AuthCard';
import * as styles from './AuthForm.css';
import { EmailField } from './EmailField';
import { authMessages } from './validationMessages';

/** SPEC §9: the reset request is simulated and takes this long; nothing is sent. */
export const FORGOT_PASSWORD_DELAY_MS = 1000;

/** SPEC §2 /forgot-password: an email field, then a confirmation with instructions. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordPayload>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const fieldError = useFieldErrors('auth', authMessages, errors);

  // The simulated request: no network call, just the pause a real one would take.
  useEffect(() => {
    if (pendingFor === null) return undefined;
    const timer = setTimeout(() => {
      setSentTo(pendingFor);
      setPendingFor(null);
    }, FORGOT_PASSWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingFor]);

  const onSubmit = handleSubmit(({ email }) => setPendingFor(email));
  const isSubmitting = pendingFor !== null;

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
          <Button variant="secondary" size="large" onClick={() => setSentTo(null)}>
            {t('forgot.back')}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <EmailField error={fieldError('email')} {...register('email')} />
          <Button type="submit" size="large" loading={isSubmitting}>
            {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
