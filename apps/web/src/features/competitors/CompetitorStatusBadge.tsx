import { Badge } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §4: active/inactive shown as a badge; the word carries the meaning, the colour repeats it. */
export function CompetitorStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('competitors');
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? t('status.active') : t('status.inactive')}</Badge>;
}
