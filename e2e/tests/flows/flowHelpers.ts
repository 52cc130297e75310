import { blankFlowStep, encodeFlowText, flowReply } from '@atende/contract';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { e2ePorts } from '../federation/deployment';
import { DEMO_PASSWORD } from '../shell/helpers';

// Shared steps of the flow journeys (issue 18): flows seeded through the API (each journey its own,
// with a unique name, so that the journeys run side by side on one API), the editor's dialogs.

/** The API's provider calls. */
export const apiUrl = `http://localhost:${e2ePorts.api}/api`;

/** Acme Telecom, the demo customer of the journeys. */
export const ACME_ID = 1;

/** A name no other journey (nor an earlier run) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The password as the login call sends it (base64 with the padding counted, seed 000 §7). */
function encodedPassword(): string {
  const b = Buffer.from(DEMO_PASSWORD).toString('base64');
  return b.endsWith('==') ? `${b.slice(0, -2)}2` : b.endsWith('=') ? `${b.slice(0, -1)}1` : `${b}0`;
}

/** The API headers of a demo user (a login of its own, beside the page's). */
export async function apiHeaders(request: APIRequestContext, user = 'manager') {
  const login = await request.get(
    `${apiUrl}/User_Validate?User_Login=${user}&User_Pass=${encodedPassword()}`,
  );
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

interface SeedReply {
  value: string;
  /** The step it leads to; -1 is a final reply. */
  next: number;
}

interface SeedStep {
  id: number;
  name: string;
  type?: number;
  /** Line breaks are sent as the provider's marker (seed 001 §5), as the editor does. */
  message?: string;
  replies: SeedReply[];
}

/** Start ("go") → Ask, whose message has a line break, ("bye", final): a valid flow. */
const TWO_STEPS: SeedStep[] = [
  { id: 0, name: 'Start', replies: [{ value: 'go', next: 1 }] },
  { id: 1, name: 'Ask', message: 'First line\nSecond line', replies: [{ value: 'bye', next: -1 }] },
];

function stepBody(step: SeedStep, index: number) {
  return {
    ...blankFlowStep(step.id, step.type ?? 1, step.name, { x: 100 + index * 380, y: 100 }),
    step_Message: encodeFlowText(step.message ?? ''),
    transitions: step.replies.map((reply) => flowReply(reply.value, reply.next)),
  };
}

/** A saved flow: its id and version. */
export interface SeededFlow {
  flowId: number;
  version: number;
}

/**
 * Saves a flow of Acme's through POST Data_Flow_Update (a new one, or a new version of `flowId`
 * over `baseVersion`), as `user`.
 */
export async function seedFlow(
  request: APIRequestContext,
  name: string,
  steps: SeedStep[] = TWO_STEPS,
  over?: SeededFlow,
): Promise<SeededFlow> {
  const answer = await request.post(`${apiUrl}/Data_Flow_Update`, {
    headers: await apiHeaders(request),
    data: {
      ...(over ? { flow_Id: over.flowId, base_Version: over.version } : {}),
      flow_Name: name,
      channel_Id: 1,
      initial_Step_Id: 0,
      identify_Initial_Message: name.toLowerCase(),
      start_DateTime: '2026-01-01T00:00:00.000Z',
      end_DateTime: null,
      exit_String: 'Salida',
      exit_Message: 'Hasta luego, muchas gracias por comunicarse con nosotros',
      customer_Id: ACME_ID,
      steps: steps.map(stepBody),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { flow_Id: number; flow_Version: number };
  return { flowId: body.flow_Id, version: body.flow_Version };
}

/** Opens a flow's editor from the flow list (by its unique name) and waits for its canvas. */
export async function openFlow(page: Page, name: string): Promise<void> {
  await page.goto('/fluxo');
  await page.getByRole('button', { name: `Open the flow ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/fluxo\/view\/[1-9]\d*-/);
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });
}

/** The id in a view-fluxo address (`/fluxo/view/{id}-...`). */
export function flowIdOf(page: Page): number {
  const match = /\/fluxo\/view\/(\d+)-/.exec(new URL(page.url()).pathname);
  return Number(match?.[1] ?? NaN);
}

/** A second browser session (another context: its own storage), on the shell. */
export async function newSession(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale,
  });
  return context.newPage();
}

/** The steps drawn on the canvas. */
export const stepsOf = (page: Page) => page.locator('[data-testid^="step-"]');

/** Adds an activity of the type titled `typeTitle` ("1 · Message") through the activity dialog. */
export async function addActivity(page: Page, typeTitle: string): Promise<void> {
  await page.getByRole('button', { name: 'Add activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add activity' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  // The previous dialog's dropdown may still be fading out when this one opens, and a click can land
  // on its option: pick again until the choice holds (Add becomes enabled).
  await expect(async () => {
    await dialog.getByLabel('Activity type').click();
    await page.locator('.ant-select-dropdown:visible').last().getByTitle(typeTitle).click({
      timeout: 3_000,
    });
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await add.click();
  await expect(dialog).toHaveCount(0);
}

/** The edit dialog of a step, by its name. */
export type StepDialog = ReturnType<Page['getByRole']>;

/**
 * Clicks a control on a step, first fitting the flow to the canvas when the step lies outside it: the
 * test tool would scroll the canvas to reach it, React Flow puts that scroll back, and the press and
 * the release would land on different things (a user sees the step before clicking it).
 */
export async function clickInCanvas(page: Page, control: Locator): Promise<void> {
  const canvas = await page.getByTestId('rf__wrapper').boundingBox();
  const box = await control.boundingBox();
  const inside =
    canvas !== null &&
    box !== null &&
    box.x >= canvas.x &&
    box.y >= canvas.y &&
    box.x + box.width <= canvas.x + canvas.width &&
    box.y + box.height <= canvas.y + canvas.height;
  if (!inside) await page.getByRole('button', { name: 'Fit to screen' }).click();
  await control.click();
}

/** Opens a step's edit dialog, runs `fill` in it and presses OK. */
export async function editStep(
  page: Page,
  name: string,
  fill: (dialog: StepDialog) => Promise<void>,
): Promise<void> {
  await clickInCanvas(page, page.getByRole('button', { name: `Edit step ${name}` }));
  const dialog = page.getByRole('dialog', { name: `Edit step ${name}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Adds a reply in an open edit dialog (a final one when asked). */
export async function addReply(dialog: StepDialog, value: string, final = false): Promise<void> {
  await dialog.getByLabel('New reply').fill(value);
  if (final) await dialog.getByRole('checkbox', { name: 'Final reply' }).check();
  await dialog.getByRole('button', { name: 'Add reply' }).click();
}

/** Saves in the editor and waits for the success snackbar. */
export async function saveFlow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The flow was saved.').last()).toBeVisible();
}
