import type { PageCheckResult } from '@spyglass/api/schema';
import type { TFunction } from 'i18next';

export type CheckToast = { title: string; description: string; variant: 'success' | 'destructive' };

/**
 * What a "Check now" came to, in words: a first snapshot (baseline), no
 * change, not modified (the server said so), a change with its line counts,
 * or the error; watched keywords that appeared, and those that left, are added.
 */
export function describeCheck(result: PageCheckResult, t: TFunction): CheckToast {
  const name = result.page.name;
  const alerts = (['appeared', 'disappeared'] as const)
    .map((direction) => {
      const keywords = result.alerts.filter((alert) => alert.direction === direction).map((alert) => alert.keyword);
      if (keywords.length === 0) return '';
      const key = direction === 'appeared' ? 'pages:check.alerts' : 'pages:check.alertsGone';
      return ` ${t(key, { count: keywords.length, keywords: keywords.join(', ') })}`;
    })
    .join('');
  switch (result.outcome) {
    case 'baseline':
      return {
        title: t('pages:check.baseline'),
        description: t('pages:check.baselineDescription', { name }) + alerts,
        variant: 'success',
      };
    case 'unchanged':
      return {
        title: t('pages:check.unchanged'),
        description: t('pages:check.unchangedDescription', { name }) + alerts,
        variant: 'success',
      };
    case 'not_modified':
      return {
        title: t('pages:check.not_modified'),
        description: t('pages:check.not_modifiedDescription', { name }) + alerts,
        variant: 'success',
      };
    case 'changed': {
      const added = t('pages:history.added', { count: result.change?.added_lines ?? 0 });
      const removed = t('pages:history.removed', { count: result.change?.removed_lines ?? 0 });
      return {
        title: t('pages:check.changed'),
        description: t('pages:check.changedDescription', { name, added, removed }) + alerts,
        variant: 'success',
      };
    }
    case 'error':
      return {
        title: t('pages:check.error'),
        description: t('pages:check.errorDescription', { name, message: result.error ?? result.page.last_error ?? '' }),
        variant: 'destructive',
      };
  }
}
