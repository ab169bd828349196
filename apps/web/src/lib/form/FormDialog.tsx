import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog } from '@spyglass/ui';
import { type ComponentType, type ReactNode, type RefObject, useId, useMemo, useRef, useState } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { Namespace } from '../i18nConfig';
import { type FieldMessages, useFieldErrors } from './fieldMessages';
import * as styles from './FormDialog.css';

/** What a form's fields are drawn with. */
export type FormFieldsProps<TInput extends FieldValues, TOutput> = {
  /** A registered field and its error in the user's language: spread it onto a TextField, TextArea or Switch. */
  field: <TName extends Path<TInput>>(name: TName) => UseFormRegisterReturn<TName> & { error: string | undefined };
  /** A field's error in the user's language, for a field drawn through `control` (a Select). */
  errorOf: (name: Path<TInput>) => string | undefined;
  control: Control<TInput, unknown, TOutput>;
};

/** One form, shared by its create and edit dialogs: the contract's rules, their messages and the fields. */
export type FormDefinition<TInput extends FieldValues, TOutput> = {
  schema: z.ZodMiniType<TOutput, TInput>;
  /** The translation namespace of `messages`. */
  namespace: Namespace;
  messages: FieldMessages<TInput>;
  Fields: ComponentType<FormFieldsProps<TInput, TOutput>>;
};

export type FormDialogProps<TInput extends FieldValues, TOutput, TResult> = {
  open: boolean;
  onClose: () => void;
  form: FormDefinition<TInput, TOutput>;
  /** Where each opening starts: empty for a create dialog, the item as it is now for an edit dialog. */
  defaultValues: DefaultValues<TInput>;
  title: string;
  description?: string;
  submitLabel: string;
  /** The submit button's text while saving; "Saving…" unless given. */
  pendingLabel?: string;
  /** Saves the checked values; rejects with the server's message as the error's. */
  onSubmit: (values: TOutput) => Promise<TResult>;
  /** After a successful save, once the dialog has closed: a toast, the new item's id, a navigation. */
  onSaved?: (result: TResult) => void;
  /** The failure alert's title (create-failed or update-failed). */
  failureTitle: string;
  /** The alert shows its title alone, without the server's message (SPEC §8, add website). */
  hideFailureMessage?: boolean;
};

/** The controls a dialog's first focus may land on. */
const FIELD_SELECTOR = 'input, textarea, select, button';

/**
 * A modal form (SPEC §2: at most 425px wide) that saves and closes. It owns
 * what every create and edit dialog does alike: validation with the contract's
 * schema and messages by field and rule, focus on the first field when opened
 * and on the first invalid one after a refused submit, a disabled submit button
 * with a spinner while saving, the failure in a destructive alert (the form keeps
 * what was typed), and on success: close, then `onSaved`. The fields unmount
 * with the dialog, so every opening, a create after a success included, starts
 * afresh from `defaultValues`.
 */
export function FormDialog<TInput extends FieldValues, TOutput, TResult>({
  open,
  onClose,
  form,
  defaultValues,
  title,
  description,
  submitLabel,
  pendingLabel,
  onSubmit,
  onSaved,
  failureTitle,
  hideFailureMessage = false,
}: FormDialogProps<TInput, TOutput, TResult>) {
  const { t } = useTranslation('common');
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening focuses the first field rather than the corner close button: the dialog is there to be filled in.
  const firstField = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return formRef.current?.querySelector<HTMLElement>(FIELD_SELECTOR) ?? null;
      },
    }),
    [],
  );

  const close = () => {
    setFailure(null);
    onClose();
  };

  const save = async (values: TOutput) => {
    setPending(true);
    setFailure(null);
    try {
      const result = await onSubmit(values);
      setPending(false);
      close();
      onSaved?.(result);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      closeLabel={t('actions.close')}
      initialFocus={firstField}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {pending ? (pendingLabel ?? t('actions.saving')) : submitLabel}
          </Button>
        </>
      }
    >
      <FormBody id={formId} formRef={formRef} form={form} defaultValues={defaultValues} onValid={save}>
        {failure !== null ? (
          <Alert tone="destructive" title={failureTitle}>
            {hideFailureMessage ? null : failure}
          </Alert>
        ) : null}
      </FormBody>
    </Dialog>
  );
}

type FormBodyProps<TInput extends FieldValues, TOutput> = {
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  form: FormDefinition<TInput, TOutput>;
  defaultValues: DefaultValues<TInput>;
  onValid: (values: TOutput) => void;
  /** Shown above the fields: the failure alert. */
  children: ReactNode;
};

/** The form inside the dialog, mounted afresh on every opening. */
function FormBody<TInput extends FieldValues, TOutput>({
  id,
  formRef,
  form: { schema, namespace, messages, Fields },
  defaultValues,
  onValid,
  children,
}: FormBodyProps<TInput, TOutput>) {
  const { register, control, handleSubmit, formState } = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const errorOf = useFieldErrors(namespace, messages, formState.errors);
  const field = <TName extends Path<TInput>>(name: TName) => ({ ...register(name), error: errorOf(name) });
  return (
    <form id={id} ref={formRef} className={styles.form} onSubmit={handleSubmit(onValid)} noValidate>
      {children}
      <Fields field={field} errorOf={errorOf} control={control} />
    </form>
  );
}
