import { Card, CardContent, CardHeader, CardTitle, Skeleton, VisuallyHidden } from '@spyglass/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../lib/whenIdle';

// The chart and its numbers come after the first paint: the overview shows without them.
const ChangesSummary = lazy(() => import('./ChangesSummary'));

/** Where the chart will be, said once to screen readers. */
export function ChangesLoading({ label }: { label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="12rem" />
    </div>
  );
}

/** The project's recorded changes: this week's count, linking to Radar, and a chart of the last 30 days. */
export function ChangesCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const waiting = <ChangesLoading label={t('changes.loading')} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('changes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {ready ? (
          <Suspense fallback={waiting}>
            <ChangesSummary projectId={projectId} />
          </Suspense>
        ) : (
          waiting
        )}
      </CardContent>
    </Card>
  );
}
