import { Button, EmptyState } from '@spyglass/ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';

/** SPEC §2: project-not-found message with a go-back link to /. */
export function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <EmptyState
      icon={<SearchX aria-hidden size={32} />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      headingLevel={1}
      action={
        <Button variant="secondary" render={<Link to={paths.home} />}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
