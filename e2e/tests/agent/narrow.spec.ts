import { expect, test } from '@playwright/test';
import { activeItem, clientWrites, newPhone, openDesk, sendText, waitingItem } from './deskHelpers';

// Seed 000 §2.4, §9: under 960 px a bottom navigation shows one column at a time.
test('the narrow layout at 800 px wide shows one column at a time', async ({
  browser,
  request,
}) => {
  const phone = newPhone();
  await clientWrites(request, { phone, name: 'Nina Narrow', text: 'Small screen here' });
  const { context, page } = await openDesk(browser, 'agent2', { width: 800, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Service navigation' });
  await expect(nav).toBeVisible();
  await expect(nav.locator('.ant-segmented-item-disabled')).toContainText('Conversation');

  await waitingItem(page, phone).click();
  await expect(page.getByTestId('conversation-name')).toHaveText('Nina Narrow');
  await expect(page.getByRole('listbox', { name: 'Waiting' })).toHaveCount(0);
  await sendText(page, 'Hello Nina');

  await nav.getByText('Services').click();
  await expect(activeItem(page, phone)).toBeVisible();
  await expect(page.getByTestId('conversation-name')).toHaveCount(0);

  await nav.getByText('Settings').click();
  await expect(page.getByRole('checkbox', { name: 'Auto-response' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'My services' })).toHaveCount(0);
  await context.close();
});
