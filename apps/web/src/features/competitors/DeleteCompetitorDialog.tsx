import { useDeleteCompetitor } from '@spyglass/api/hooks';
import type { Competitor } from '@spyglass/api/schema';
import { ConfirmDialog } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

export type DeleteCompetitorDialogProps = {
  open: boolean;
  onClose: () => void;
  competitor: Competitor;
  /** Runs after the competitor is gone (the screen navigates away). */
  onDeleted: (competitor: Competitor) => void;
};

/** SPEC §2/§4: a confirmation naming the competitor; a failed delete is only logged (SPEC §8). */
export function DeleteCompetitorDialog({ open, onClose, competitor, onDeleted }: DeleteCompetitorDialogProps) {
  const { t } = useTranslation('competitors');
  // On the hook, not on the call: the screen behind the dialog may already show the competitor as
  // gone (its entry is dropped from the cache) and unmount the dialog before the write settles,
  // and a call's own callbacks do not run once their component has unmounted.
  const remove = useDeleteCompetitor({ onSuccess: () => onDeleted(competitor) });
  const confirm = () => {
    remove.mutate(competitor.id, {
      onSuccess: onClose,
      onError: (error) => {
        console.error('Deleting the competitor failed', error);
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      title={t('delete.title')}
      message={t('delete.message', { name: competitor.name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      pending={remove.isPending}
      pendingLabel={t('delete.pending')}
      tone="destructive"
    />
  );
}
