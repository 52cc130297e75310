import { expect, test } from '@playwright/test';

// The end client writes in the simulator page (a real browser); the message reaches the API's
// waiting queue, and an agent's reply comes back to the simulator live.
test('a client writes in the simulator and sees the agent reply live', async ({
  page,
  request,
}) => {
  const phone = `55119${Date.now().toString().slice(-8)}`;
  await page.goto('/simulator');
  await page.getByLabel('Business number').selectOption({ index: 0 });
  await page.getByLabel('Your phone').fill(phone);
  await page.getByLabel('Your name').fill('Browser Bea');
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.getByPlaceholder('Type a message').fill('Hello from a real browser');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Hello from a real browser')).toBeVisible();

  const encoded = (() => {
    const b = Buffer.from('Atende@2026').toString('base64');
    return b.endsWith('==')
      ? `${b.slice(0, -2)}2`
      : b.endsWith('=')
        ? `${b.slice(0, -1)}1`
        : `${b}0`;
  })();
  const login = await request.get(`/api/User_Validate?User_Login=agent1&User_Pass=${encoded}`);
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  let item: { attendence_Id: number } | undefined;
  await expect(async () => {
    const waiting = await (
      await request.get('/api/User_Att_Waitting?Customer_Id=1', { headers })
    ).json();
    item = waiting.find((i: { client_Identify: string }) => i.client_Identify === phone);
    expect(item).toBeTruthy();
  }).toPass();
  const sent = await request.post(
    `/api/User_Att_Messages_Send?Customer_Id=1&Attendence_Id=${item!.attendence_Id}&Message=${encodeURIComponent('Hi Bea, agent here')}`,
    { headers },
  );
  expect(sent.ok()).toBe(true);
  await expect(page.getByText('Hi Bea, agent here')).toBeVisible();
});
