import { pointerDriver } from '../support/driver';
import { runMainJourney } from '../support/journey';
import { test } from '../support/test';

test('main journey: from registering to a content alert in the timeline', async ({
  page,
  api,
  fixturePage,
  siteUrl,
}) => {
  test.setTimeout(120_000);
  await runMainJourney({ page, api, fixturePage, driver: pointerDriver(page), siteUrl });
});
