import type { ProjectStatus } from '@spyglass/api/schema';
import { Badge } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §3: status is shown, and reads "active" unless the project says otherwise. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus | null | undefined }) {
  const { t } = useTranslation('projects');
  const value = status ?? 'active';
  return <Badge tone={value === 'active' ? 'success' : 'neutral'}>{t(`status.${value}`)}</Badge>;
}
