import { TextField } from '@spyglass/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { renderScreen } from '../../testing/render';
import { type FormDefinition, FormDialog, type FormFieldsProps } from './FormDialog';

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(2)), note: z.string().check(z.maxLength(5)) });
type Values = z.input<typeof schema>;

function NoteFields({ field }: FormFieldsProps<Values, Values>) {
  return (
    <>
      <TextField label="Name" {...field('name')} />
      <TextField label="Note" {...field('note')} />
    </>
  );
}

const noteForm: FormDefinition<Values, Values> = {
  schema,
  namespace: 'common',
  messages: { name: { too_small: 'validation.tooShort' } },
  Fields: NoteFields,
};

type Harness = {
  onSubmit: (values: Values) => Promise<string>;
  onSaved?: (id: string) => void;
  hideFailureMessage?: boolean;
};

/** A screen with a button that opens a create dialog, as the app's screens do. */
function NoteScreen({ onSubmit, onSaved, hideFailureMessage }: Harness) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New note
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        form={noteForm}
        defaultValues={{ name: '', note: '' }}
        title="New note"
        submitLabel="Add note"
        failureTitle="The note could not be added"
        hideFailureMessage={hideFailureMessage}
        onSubmit={onSubmit}
        onSaved={onSaved}
      />
    </>
  );
}

async function open(harness: Harness) {
  const view = renderScreen(<NoteScreen {...harness} />);
  await view.user.click(screen.getByRole('button', { name: 'New note' }));
  const dialog = await screen.findByRole('dialog', { name: 'New note' });
  return { ...view, dialog };
}

// jsdom has no layout, so Ariakit sees every element as hidden and moves focus to the dialog
// itself. For these tests an element is visible unless it or an ancestor is hidden, as in a browser.
function isShown(element: Element): boolean {
  if (element instanceof HTMLElement && (element.hidden || getComputedStyle(element).display === 'none')) return false;
  return element.parentElement ? isShown(element.parentElement) : true;
}
const layoutShims = {
  checkVisibility(this: Element) {
    return isShown(this);
  },
  scrollIntoView() {},
};
const shimmed = (Object.keys(layoutShims) as (keyof typeof layoutShims)[]).filter(
  (name) => !(name in Element.prototype),
);
beforeAll(() => {
  for (const name of shimmed)
    Object.defineProperty(Element.prototype, name, { configurable: true, value: layoutShims[name] });
});
afterAll(() => {
  for (const name of shimmed) Reflect.deleteProperty(Element.prototype, name);
});

describe('FormDialog', () => {
  it('focuses the first field when it opens', async () => {
    const { dialog } = await open({ onSubmit: vi.fn() });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('refuses invalid values with each field’s message and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    const { dialog, user } = await open({ onSubmit });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'far too long');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('This text is too short');
    expect(name).toHaveFocus();
    // No message names this rule for the note: the code's meaning on any field.
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('This text is too long');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables submit while saving, then closes, reports the result and opens empty again', async () => {
    let finish: (id: string) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    const { dialog, user } = await open({ onSubmit, onSaved });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Launch plan ');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));

    const pending = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Launch plan', note: '' });
    expect(onSaved).not.toHaveBeenCalled();

    finish('note-1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).not.toBeInTheDocument());
    expect(onSaved).toHaveBeenCalledWith('note-1');

    await user.click(screen.getByRole('button', { name: 'New note' }));
    const again = await screen.findByRole('dialog', { name: 'New note' });
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(again).getByRole('button', { name: 'Add note' })).toBeEnabled();
  });

  it('shows a failure in an alert with the server’s message, keeps the values, and forgets it on closing', async () => {
    const onSaved = vi.fn();
    const { dialog, user } = await open({
      onSubmit: () => Promise.reject(new Error('A note with this name already exists')),
      onSaved,
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch plan');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The note could not be added');
    expect(alert).toHaveTextContent('A note with this name already exists');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Launch plan');
    expect(within(dialog).getByRole('button', { name: 'Add note' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New note' }));
    const again = await screen.findByRole('dialog', { name: 'New note' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can show the failure’s title alone', async () => {
    const { dialog, user } = await open({
      onSubmit: () => Promise.reject(new Error('Internal server error')),
      hideFailureMessage: true,
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch plan');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The note could not be added');
    expect(alert).not.toHaveTextContent('Internal server error');
  });
});
