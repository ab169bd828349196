import { useCreatePages } from '@spyglass/api/hooks';
import { type DiscoveredPage, pagesBulkCreateSchema } from '@spyglass/api/schema';
import { Alert, Button, Dialog, TextField, toast } from '@spyglass/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import * as styles from './Recon.css';
import { suggestedName } from './pageName';

export type AddPagesDialogProps = {
  open: boolean;
  onClose: () => void;
  websiteId: string;
  /** The pages chosen in the table. */
  pages: readonly DiscoveredPage[];
  /** After they were added (the table's choice is cleared). */
  onAdded: () => void;
};

/** What a broken name rule reads as, by zod issue code. */
const nameMessages: Record<string, string> = {
  too_small: 'pages:recon.add.nameTooShort',
  too_big: 'pages:recon.add.nameTooLong',
  invalid_format: 'common:validation.controlCharacters',
};

/** The chosen pages with the names they will be watched under (prefilled from their titles), added in one step. */
export function AddPagesDialog({ open, onClose, websiteId, pages, onAdded }: AddPagesDialogProps) {
  const { t } = useTranslation('pages');
  const [names, setNames] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const create = useCreatePages();
  const nameOf = (page: DiscoveredPage) => names[page.url] ?? suggestedName(page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = { pages: pages.map((page) => ({ name: nameOf(page), url: page.url })) };
    const parsed = z.safeParse(pagesBulkCreateSchema, payload);
    if (!parsed.success) {
      const found: Record<number, string> = {};
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index === 'number' && field === 'name' && found[index] === undefined)
          found[index] = t(nameMessages[issue.code] ?? 'common:validation.invalid');
      }
      setErrors(found);
      // The first field in trouble takes the focus, so its message is read.
      const first = Object.keys(found)
        .map(Number)
        .sort((a, b) => a - b)[0];
      if (first !== undefined) document.getElementById(`recon-name-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(
      { websiteId, data: parsed.data },
      {
        onSuccess: (created) => {
          toast({ title: t('recon.add.done', { count: created.count }), variant: 'success' });
          setNames({});
          onAdded();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('recon.add.title', { count: pages.length })}
      description={t('recon.add.description')}
      closeLabel={t('common:actions.close')}
    >
      <form onSubmit={submit} noValidate>
        {create.isError ? (
          <Alert tone="destructive" title={t('recon.add.failed')}>
            {create.error.message}
          </Alert>
        ) : null}
        <ul className={styles.names} aria-label={t('recon.add.listLabel')}>
          {pages.map((page, index) => (
            <li key={page.url}>
              <TextField
                id={`recon-name-${index}`}
                label={t('recon.add.nameOf', { number: index + 1 })}
                hint={<span className={styles.nameUrl}>{page.url}</span>}
                value={nameOf(page)}
                error={errors[index]}
                maxLength={255}
                onChange={(change) => setNames((current) => ({ ...current, [page.url]: change.target.value }))}
              />
            </li>
          ))}
        </ul>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? t('recon.add.adding') : t('recon.add.confirm', { count: pages.length })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
