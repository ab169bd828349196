import { useSession } from '@spyglass/api/session';
import { Card, CardContent, CardHeader, CardTitle, DescriptionItem, DescriptionList } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate } from '../../lib/formatDate';

/** Account › Profile: who is signed in. */
export default function ProfileSection() {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('account.profile.title')}</CardTitle>
      </CardHeader>
      <CardContent>
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
    </Card>
  );
}
