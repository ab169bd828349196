import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/**
 * Every story is checked with axe after it renders (and after its play
 * function). A story may disable single rules that cannot apply to an
 * isolated component via `parameters.a11y.config.rules`.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = (storyContext.parameters?.a11y ?? {}) as { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } };
    if (a11y.disable) return;
    await configureAxe(page, { rules: a11y.config?.rules ?? [] });
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: {
          // An isolated component is not a page: these page-level rules cannot apply to a story.
          region: { enabled: false },
          'landmark-one-main': { enabled: false },
          'page-has-heading-one': { enabled: false },
        },
      },
    });
  },
};

export default config;
