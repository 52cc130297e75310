import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { e2ePorts } from './federation/deployment';

/** The languages of the product, with the browser locale that selects each (seed 000 §9). */
export const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'pt', locale: 'pt-BR' },
  { language: 'es', locale: 'es-ES' },
] as const;

/**
 * A new context on the shell whose browser locale is `locale`, with `language` stored as the user's
 * choice (what the language selector stores), so that the whole journey runs in that language.
 */
export async function openInLanguage(
  browser: Browser,
  { language, locale }: { language: string; locale: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale,
  });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('atende.language', lang), language);
  return { context, page };
}

/**
 * Waits for the page's running finite animations (a dialog zooming in, a button's focus transition):
 * axe blends opacity into contrast, so a check mid-animation sees colours nobody reads.
 */
async function animationsSettled(page: Page) {
  // antd's motions (rc-motion) put a class per phase (`ant-zoom-appear`, `...-enter-prepare`): a
  // dialog waiting for its first frame is still transparent, with no animation running yet. A motion
  // whose end event the browser never fired keeps its class for good: after 10 s the check goes on,
  // and axe itself says whether anything on the page is unreadable.
  await page
    .waitForFunction(
      () => {
        const moving = /-(appear|enter|leave)(-(prepare|start|active))?$/;
        return !Array.from(document.querySelectorAll('[class]')).some((element) =>
          Array.from(element.classList).some((name) => moving.test(name)),
        );
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules, best practice). */
export async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
