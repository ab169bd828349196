import { zodResolver } from '@hookform/resolvers/zod';
import { useSignup } from '@spyglass/api/hooks';
import { type RegisterFormValues, registerFormSchema } from '@spyglass/api/schema';
import { Alert, Button, TextField } from '@spyglass/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { AuthCard } from './AuthCard';
import * as styles from './AuthForm.css';
import { EmailField } from './EmailField';
import { errorMessage, registerErrorKey } from './errorMessages';
import { readLoginState, type LoginNavigationState } from './navigationState';
import { authMessages } from './validationMessages';

/** SPEC §2 /register: optional full name, email, password and its confirmation. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Where the visitor was headed before signing up: login sends them on there.
  const { from } = readLoginState(useLocation().state);
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const fieldError = useFieldErrors('auth', authMessages, errors);

  const onSubmit = handleSubmit(async ({ full_name, email, password }) => {
    setFailure(null);
    try {
      const user = await signup.mutateAsync({
        email,
        password,
        full_name: full_name?.trim() ? full_name.trim() : null,
      });
      const state: LoginNavigationState = { registered: true, email: user.email, ...(from ? { from } : {}) };
      navigate(paths.login, { state });
    } catch (error) {
      setFailure(t(registerErrorKey(errorMessage(error))));
      // SPEC §8: the message sits above the form; bring it into view.
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link className={styles.link} to={paths.login} state={from ? { from } : undefined}>
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      {failure ? (
        <Alert tone="destructive" title={t('register.errors.title')}>
          {failure}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('fields.fullName')}
          hint={t('fields.optional')}
          autoComplete="name"
          error={fieldError('full_name')}
          {...register('full_name')}
        />
        <EmailField error={fieldError('email')} {...register('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fieldError('password')}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirm_password')}
          {...register('confirm_password')}
        />
        <Button type="submit" size="large" loading={signup.isPending}>
          {signup.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
