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
  const remove = useDeleteCompetitor();
  const confirm = () => {
    remove.mutate(competitor.id, {
      onSuccess: () => {
        onClose();
        onDeleted(competitor);
      },
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
