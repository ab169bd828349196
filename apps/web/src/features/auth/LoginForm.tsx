import type { LoginPayload } from '@spyglass/api/schema';
import { useSession } from '@spyglass/api/session';
import { Alert, Button, TextField, toast } from '@spyglass/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { DEFAULT_AFTER_LOGIN, paths } from '../../lib/paths';
import { useFieldErrors } from '../../lib/form/fieldMessages';
import { useSchemaForm } from '../../lib/form/useSchemaForm';
import { AuthCard } from './AuthCard';
import * as styles from './AuthForm.css';
import { EmailField } from './EmailField';
import { errorMessage, loginErrorKey } from './errorMessages';
import { readLoginState } from './navigationState';
import { authMessages } from './validationMessages';

// zod arrives once the visitor types (see useSchemaForm); the API client with it.
const loadLoginSchema = () => import('@spyglass/api/schema').then((schema) => schema.loginSchema);

/** SPEC §2 /login: email and password; a banner and prefilled email after registration. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readLoginState(location.state);
  const [failure, setFailure] = useState<string | null>(null);
  // The browser's own form, not react-hook-form: this is the first screen of most visits.
  const { field, errors, isSubmitting, onSubmit } = useSchemaForm<LoginPayload>({
    loadSchema: loadLoginSchema,
    defaultValues: { email: state.email ?? '', password: '' },
    action: async ({ email, password }) => {
      setFailure(null);
      try {
        const user = await login(email, password);
        // SPEC §4: welcome by full name, or by email when there is none.
        toast({ title: t('login.welcome', { name: user.full_name?.trim() || user.email }), variant: 'success' });
        navigate(state.from ?? DEFAULT_AFTER_LOGIN, { replace: true });
      } catch (error) {
        setFailure(t(loginErrorKey(errorMessage(error))));
      }
    },
  });
  const fieldError = useFieldErrors('auth', authMessages, errors);

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          {/* Where the visitor was headed survives signing up first (an invitation link, say). */}
          <Link className={styles.link} to={paths.register} state={state.from ? { from: state.from } : undefined}>
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      {state.registered && !failure ? (
        <Alert tone="success" title={t('login.registeredTitle')}>
          {t('login.registeredDescription')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="destructive" title={t('login.errors.title')}>
          {failure}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField error={fieldError('email')} {...field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError('password')}
          {...field('password')}
        />
        <div className={styles.inlineLinks}>
          <Link className={styles.link} to={paths.forgotPassword}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="large" loading={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
