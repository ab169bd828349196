import { keyboardDriver } from '../support/driver';
import { runMainJourney } from '../support/journey';
import { test } from '../support/test';

test('main journey with the keyboard alone', async ({ page, api, fixturePage, siteUrl }) => {
  test.setTimeout(180_000);
  await runMainJourney({ page, api, fixturePage, driver: keyboardDriver(page), siteUrl });
});
