/**
 * How a person operates the screens: with a pointer, or with the keyboard
 * alone. The main journey is written once against this interface and run in
 * both ways, so "works without a mouse" is proven on the same steps.
 *
 * The keyboard driver never clicks and never calls focus(): it reaches each
 * control with Tab (or arrow keys inside menus and lists), the way a keyboard
 * user does, and fails if Tab order cannot reach it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface Driver {
  readonly mode: 'pointer' | 'keyboard';
  /** Presses a button or follows a link. */
  activate(target: Locator): Promise<void>;
  /** Replaces a text field's content. */
  fill(field: Locator, text: string): Promise<void>;
  /** Turns a checkbox or switch to `on`. */
  setChecked(control: Locator, on: boolean): Promise<void>;
  /** Picks an option of a select (combobox + listbox). */
  choose(select: Locator, option: Locator): Promise<void>;
  /** Opens a menu and chooses one of its items. */
  chooseMenuItem(button: Locator, item: Locator): Promise<void>;
  /** Selects a tab of a tab list. */
  selectTab(tab: Locator): Promise<void>;
}

/** Menus whose items stay open after a choice (radio groups) are closed with Escape, as a user would. */
async function closeIfOpen(page: Page, item: Locator): Promise<void> {
  if (await item.isVisible()) await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
}

export function pointerDriver(page: Page): Driver {
  return {
    mode: 'pointer',
    activate: (target) => target.click(),
    fill: (field, text) => field.fill(text),
    setChecked: (control, on) => control.setChecked(on),
    async choose(select, option) {
      await select.click();
      await option.click();
    },
    async chooseMenuItem(button, item) {
      if (!(await item.isVisible())) await button.click();
      await item.click();
      await closeIfOpen(page, item);
    },
    selectTab: (tab) => tab.click(),
  };
}

const MAX_TABS = 120;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Ariakit marks the item under arrow-key navigation with data-active-item (focus may stay on the popup). */
async function isActiveItem(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => element === document.activeElement || element.hasAttribute('data-active-item'))
    .catch(() => false);
}

/**
 * Presses Enter on a focused menu button and waits for `item`. When the menu does not show, the
 * error says what the page did instead: where focus is, and each change of the button's
 * `aria-expanded` since the key (a menu that opened and closed again shows both).
 */
async function openWithEnter(page: Page, button: Locator, item: Locator): Promise<void> {
  const watch = await button.evaluateHandle((element) => {
    const changes: string[] = [];
    const started = performance.now();
    const observer = new MutationObserver(() =>
      changes.push(`${element.getAttribute('aria-expanded')} at ${Math.round(performance.now() - started)} ms`),
    );
    observer.observe(element, { attributeFilter: ['aria-expanded'] });
    return { changes, observer };
  });
  await page.keyboard.press('Enter');
  try {
    await expect(item).toBeVisible();
  } catch (error) {
    const seen = await watch.evaluate(({ changes }) => {
      const focused = document.activeElement;
      const name = focused?.getAttribute('aria-label') ?? focused?.textContent?.trim().slice(0, 40);
      return `focus on <${focused?.tagName.toLowerCase()}> "${name}"; aria-expanded ${changes.join(', ') || 'never changed'}`;
    });
    throw new Error(`${item.toString()} did not show after Enter on ${button.toString()}: ${seen}`, { cause: error });
  } finally {
    await watch.evaluate(({ observer }) => observer.disconnect()).catch(() => undefined);
    await watch.dispose();
  }
}

export function keyboardDriver(page: Page): Driver {
  /** Tabs forward until `target` has focus. */
  async function tabTo(target: Locator): Promise<void> {
    await expect(target).toBeVisible();
    for (let presses = 0; presses < MAX_TABS; presses += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()} within ${MAX_TABS} presses`);
  }

  /** Moves with ArrowDown through an open menu or listbox until `item` is the active one. */
  async function arrowTo(item: Locator): Promise<void> {
    await expect(item).toBeVisible();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await isActiveItem(item)) return;
      await page.keyboard.press('ArrowDown');
    }
    throw new Error(`Arrow keys never reached ${item.toString()}`);
  }

  return {
    mode: 'keyboard',
    async activate(target) {
      await tabTo(target);
      await page.keyboard.press('Enter');
    },
    async fill(field, text) {
      await tabTo(field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
    },
    async setChecked(control, on) {
      await tabTo(control);
      if ((await control.isChecked()) !== on) await page.keyboard.press('Space');
      await expect(control).toBeChecked({ checked: on });
    },
    async choose(select, option) {
      await tabTo(select);
      await page.keyboard.press('ArrowDown');
      await arrowTo(option);
      await page.keyboard.press('Enter');
    },
    async chooseMenuItem(button, item) {
      await tabTo(button);
      await openWithEnter(page, button, item);
      await arrowTo(item);
      await page.keyboard.press('Enter');
      await closeIfOpen(page, item);
    },
    async selectTab(tab) {
      // A tab list is one Tab stop; arrow keys move between its tabs.
      const list = tab.locator('xpath=ancestor::*[@role="tablist"][1]');
      const inList = () => list.evaluate((element) => element.contains(document.activeElement));
      for (let presses = 0; !(await inList()); presses += 1) {
        if (presses >= MAX_TABS) throw new Error(`Tab never reached the tab list of ${tab.toString()}`);
        await page.keyboard.press('Tab');
      }
      for (let presses = 0; presses < 10; presses += 1) {
        if (await isFocused(tab)) break;
        await page.keyboard.press('ArrowRight');
      }
      await expect(tab).toBeFocused();
      // Ariakit selects on focus by default; Enter makes it explicit either way.
      await page.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    },
  };
}
