import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Settings, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: 'Website actions',
    children: (
      <>
        <MenuItem icon={<Pencil />} onSelect={onEdit}>
          Edit
        </MenuItem>
        <MenuItem icon={<Trash2 />} tone="destructive" onSelect={onDelete}>
          Delete
        </MenuItem>
      </>
    ),
  },
  argTypes: { children: { control: false }, icon: { control: false } },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, arrows move, Enter chooses, Escape closes and focus returns to the button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Website actions' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // Query the document, as for any popup (Ariakit may portal them).
    const menu = await screen.findByRole('menu', { name: 'Website actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(onDelete).not.toHaveBeenCalled();
    // Ariakit hides a menu closed by Escape once more two frames later (so a hovered anchor cannot
    // reopen it). A key pressed sooner would see its menu closed by that second hide; a busy CI
    // machine was seen to get there. Frame callbacks run in order, so after two of ours it has run.
    await nextFrames(2);

    // Arrow down on the button opens the menu on its first item; arrow up from there wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu', { name: 'Website actions' });
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** The destructive item in its danger colour, shown open. */
export const OpenWithDestructiveItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Website actions' }));
    const deleteItem = await screen.findByRole('menuitem', { name: 'Delete' });
    await expect(deleteItem).toHaveAttribute('data-tone', 'destructive');
  },
};

export const WithButtonText: Story = {
  args: { buttonText: 'Actions', icon: <Settings /> },
};

export const ManyItems: Story = {
  args: {
    label: 'Page actions',
    children: (
      <>
        <MenuItem icon={<Pencil />}>Edit</MenuItem>
        <MenuItem icon={<Copy />}>Duplicate</MenuItem>
        <MenuItem disabled>Check now (already running)</MenuItem>
        <MenuItem>Move to another website with a very long name</MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 />} tone="destructive">
          Delete
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page actions' }));
    await expect(await screen.findByRole('menuitem', { name: 'Check now (already running)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Resolves after the browser has drawn `count` frames. */
function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}
