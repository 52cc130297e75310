import { expect, test } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import { flowIdOf, newSession, stepsOf, uniqueName } from './flowHelpers';

// Issue 18, "Browser journeys (en, plus one in pt)": a manager with the UI in Portuguese creates a
// flow, is refused a save (ViewFluxo.snackTextActivityWrong in pt), fixes it, connects a step, saves
// and sees it after a reload, every text on the way in Portuguese (seed 000 §9).

test('em português: criar, conectar e salvar um fluxo', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newSession(browser, 'pt-BR');
  await page.addInitScript(() => localStorage.setItem('atende.language', 'pt'));
  const name = uniqueName('Fluxo em português');
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Importar (JSON)' })).toBeVisible();

  await page.getByRole('link', { name: 'Novo fluxo' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Mensagem inicial').fill('olá');
  await expect(page.getByLabel('Mensagem de saída')).toHaveValue('Salida');
  await expect(page.getByRole('button', { name: 'Exportar', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });

  // Start without replies: the save is refused, in Portuguese.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    page.getByText(
      'Atividades sem respostas, com valores de resposta repetidos ou sem conexão de entrada não podem ser salvas',
    ),
  ).toBeVisible();
  const refused = page.getByRole('alert').filter({ hasText: 'Etapas a corrigir antes de salvar' });
  await expect(
    refused.getByRole('button', { name: 'A etapa "Start" não tem respostas' }),
  ).toBeVisible();
  await expect(page.getByTestId('step-0')).toHaveAttribute(
    'title',
    'Esta etapa viola uma regra de gravação',
  );

  await page.getByRole('button', { name: 'Editar etapa Start' }).click();
  let dialog = page.getByRole('dialog', { name: 'Editar etapa Start' });
  await dialog.getByLabel('Nova resposta').fill('seguir');
  await dialog.getByRole('button', { name: 'Adicionar resposta' }).click();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Adicionar atividade' }).click();
  const activity = page.getByRole('dialog', { name: 'Adicionar atividade' });
  const add = activity.getByRole('button', { name: 'Adicionar', exact: true });
  await expect(async () => {
    await activity.getByLabel('Tipo de atividade').click();
    await page.locator('.ant-select-dropdown:visible').last().getByTitle('1 · Message').click({
      timeout: 3_000,
    });
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await add.click();
  await expect(stepsOf(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Editar etapa Message' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar etapa Message' });
  await dialog.getByLabel('Mensagem', { exact: true }).fill('Até logo');
  await dialog.getByLabel('Nova resposta').fill('tchau');
  await dialog.getByRole('checkbox', { name: 'Resposta final' }).check();
  await dialog.getByRole('button', { name: 'Adicionar resposta' }).click();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Ajustar à tela' }).click();
  await page
    .locator('[data-testid="step-0"] .react-flow__handle.source')
    .first()
    .dragTo(page.locator('[data-testid="step-1"] .react-flow__handle.target'));
  await expect(page.getByLabel('Resposta seguir de Start para Message')).toBeAttached();

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('O fluxo foi salvo.')).toBeVisible();
  await expect.poll(() => flowIdOf(page)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('step-1')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('step-1').locator('.flow-step__message')).toHaveText('Até logo');
  await expect(page.getByTestId('step-1').locator('[data-final="true"]')).toContainText(
    'Resposta final',
  );
  await expect(page.getByLabel('Resposta seguir de Start para Message')).toBeAttached();
  // Only a warning is left in the live problems panel (Start has no message), in Portuguese too.
  const panel = page.getByRole('region', { name: /^Problemas/ });
  await expect(panel.getByRole('status')).toHaveText('1 problema');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(
    panel.getByRole('button', { name: 'Aviso A etapa "Start" não tem mensagem' }),
  ).toBeVisible();
  await page.context().close();
});
