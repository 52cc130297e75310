import { expect, test } from '@playwright/test';
import { activeItem, clientWrites, conversation, newPhone, openDesk } from './deskHelpers';

// Seed 000 §4 auto-response: a new client is taken and welcomed with the auto-asignacion template.
test('with auto-response on, a new client is taken and welcomed without a click', async ({
  browser,
  request,
}) => {
  const { context, page } = await openDesk(browser, 'agent1');
  await page.getByRole('checkbox', { name: 'Auto-response' }).check();
  await expect(page.getByRole('checkbox', { name: 'Auto-response' })).toBeChecked();

  const phone = newPhone();
  await clientWrites(request, { phone, name: 'Ana Auto', text: 'Hola?' });
  await expect(activeItem(page, phone)).toBeVisible();
  await expect(
    conversation(page).getByText('Hola, soy Alice Agent. ¿En qué puedo ayudarte?'),
  ).toBeVisible();
  await context.close();
});
