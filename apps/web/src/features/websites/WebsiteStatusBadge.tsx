import { Badge } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §4: active/inactive as a badge; the word carries the meaning, the colour repeats it. */
export function WebsiteStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('websites');
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? t('status.active') : t('status.inactive')}</Badge>;
}
