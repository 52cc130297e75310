import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// A chatbot question in the simulator (issue 19, docs/adr/0025): its options show as WhatsApp
// shows them (reply buttons, a list behind a button), usable by mouse and keyboard, and a picked
// option reaches the API as the client's reply. The questions come on the page's event stream as
// the simulator channel sends them (the stream is played here; its content is the channel's, see
// simulator-choices.test.ts), the reply goes to the real API.

const buttonsQuestion = {
  direction: 'out',
  text: 'Como podemos ajudar?',
  at: new Date().toISOString(),
  messageId: 1,
  choices: {
    kind: 'buttons',
    options: [
      { id: 's1:1', title: 'Vendas' },
      { id: 's1:2', title: 'Suporte' },
    ],
  },
};
const listQuestion = {
  direction: 'out',
  text: 'Escolha o assunto',
  at: new Date().toISOString(),
  messageId: 2,
  choices: {
    kind: 'list',
    options: [
      { id: 's2:1', title: 'Pedidos' },
      {
        id: 's2:2',
        title: 'Segunda via de boleto b…',
        description: 'Segunda via de boleto bancário',
      },
      { id: 's2:3', title: 'Trocas' },
      { id: 's2:4', title: 'Outro assunto' },
    ],
  },
};

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('a client picks a chatbot option by button and from a list, by mouse and keyboard', async ({
  page,
}) => {
  const phone = `55118${Date.now().toString().slice(-8)}`;
  await page.route('**/simulator/events?**', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
      body: `retry: 600000\n\ndata: ${JSON.stringify(buttonsQuestion)}\n\ndata: ${JSON.stringify(listQuestion)}\n\n`,
    }),
  );
  await page.goto('/simulator');
  // Borealis' number (the second): the replies wait in a queue no desk journey reads, so agent1's
  // auto-response journey still finds its own new client first in Acme's.
  await page.getByLabel('Business number').selectOption({ index: 1 });
  await page.getByLabel('Your phone').fill(phone);
  await page.getByLabel('Your name').fill('Choice Carla');
  await page.getByRole('button', { name: 'Open chat' }).click();

  const buttons = page.getByRole('group', { name: 'Reply options' }).first();
  await expect(buttons.getByRole('button', { name: 'Suporte' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Choose an option' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // The button, by mouse: the picked title is the client's reply.
  await buttons.getByRole('button', { name: 'Suporte' }).click();
  await expect(page.locator('li.in', { hasText: 'Suporte' })).toBeVisible();

  // The list, by keyboard: Escape closes it, Enter opens it on its first option, Tab moves on.
  await opener.focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Pedidos' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Segunda via de boleto bancário/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('li.in', { hasText: 'Segunda via de boleto b…' })).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // Both replies reached the API: the client's history holds them, as the channel received them.
  const numberId = await page.getByLabel('Business number').inputValue();
  const history = await (
    await page.request.get(`/simulator/history?phoneNumberId=${numberId}&phone=${phone}`)
  ).json();
  const replies = history
    .filter((m: { direction: string }) => m.direction === 'in')
    .map((m: { text: string }) => m.text);
  expect(replies).toEqual(['Suporte', 'Segunda via de boleto b…']);

  // The options' texts follow the page's language (pt, es), axe-clean there too.
  for (const [language, choose, options] of [
    ['pt', 'Escolha uma opção', 'Opções de resposta'],
    ['es', 'Elige una opción', 'Opciones de respuesta'],
  ]) {
    await page.locator('#lang').selectOption(language!);
    await expect(page.getByRole('button', { name: choose })).toBeVisible();
    await expect(page.getByRole('group', { name: options })).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
