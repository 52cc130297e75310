import { initLocale } from '@atende/locale';
import { render, waitFor } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';

beforeAll(() => {
  initLocale({ language: 'en' });
});

/** The page's style text that styles antd's message list (the snackbars). */
const messageStyles = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes('.ant-message'),
  );

it('inserts the snackbars’ styles once the page is idle, before any snackbar shows', async () => {
  render(
    <UiProviders>
      <span>page</span>
    </UiProviders>,
  );
  // Not in the render itself: the first paint does not pay for them.
  expect(messageStyles()).toHaveLength(0);
  await waitFor(() => expect(messageStyles().length).toBeGreaterThan(0));
});
