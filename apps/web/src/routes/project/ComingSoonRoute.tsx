import { Button, EmptyState } from '@spyglass/ui';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const sections = ['recon', 'radar'] as const;

/**
 * Recon and Radar have sidebar links but no screen yet
 * (SPEC §2): say so plainly and offer the way back, rather than a dead link.
 */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const section = sections.find((name) => pathname.endsWith(`/${name}`)) ?? 'recon';
  const sectionName = t(`comingSoon.${section}`);
  useDocumentTitle(sectionName);
  return (
    <EmptyState
      icon={<Hourglass aria-hidden size={32} />}
      title={t('comingSoon.title', { section: sectionName })}
      description={t('comingSoon.description')}
      headingLevel={1}
      action={
        <Button variant="secondary" render={<Link to={paths.project(projectId)} />}>
          {t('comingSoon.back')}
        </Button>
      }
    />
  );
}
