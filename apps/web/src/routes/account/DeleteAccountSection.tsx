import { useDeleteAccount } from '@spyglass/api/hooks';
import { useSession } from '@spyglass/api/session';
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
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from '../../features/notifications/Notifications.css';
import { paths } from '../../lib/paths';

/** Account › Delete account: typing the email confirms; the personal team and its projects go with it. */
export default function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  if (!user) return null;
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setMismatch(true);
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('account.delete.done'), variant: 'success' });
        logout();
        navigate(paths.login, { replace: true });
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('account.delete.title')}</CardTitle>
        <CardDescription>{t('account.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {remove.isError ? (
            <Alert tone="destructive" title={t('account.delete.failed')}>
              {remove.error.message}
            </Alert>
          ) : null}
          <TextField
            label={t('account.delete.confirmLabel', { email: user.email })}
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMismatch(false);
            }}
            error={mismatch ? t('account.delete.mismatch') : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="destructive" loading={remove.isPending}>
              <Trash2 aria-hidden size={16} />
              {remove.isPending ? t('account.delete.pending') : t('account.delete.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
