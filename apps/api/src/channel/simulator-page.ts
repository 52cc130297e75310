import { randomBytes } from 'node:crypto';
import { SIMULATOR_PAGE_CHAT_SCRIPT } from './simulator-page-chat';
import { SIMULATOR_PAGE_CHOICES_SCRIPT } from './simulator-page-choices';
import { SIMULATOR_PAGE_MARKUP } from './simulator-page-markup';
import { SIMULATOR_PAGE_TEXTS } from './simulator-page-texts';
import { SIMULATOR_PAGE_VIEW_SCRIPT } from './simulator-page-view';

/** A fresh CSP nonce (base64, 128 bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Strict Content-Security-Policy for the simulator page: only its own nonce-bearing inline style
 * and script; media from this server or any http(s) address (replies carry file addresses);
 * requests only to this origin.
 */
export function simulatorCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' http: https:",
    "media-src 'self' http: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The page: inline CSS and JS only, every text through a small dictionary (en, pt, es), user and
// server text always through textContent. Its pieces live in simulator-page-*.ts by job.
const PAGE = [
  SIMULATOR_PAGE_MARKUP,
  '<script nonce="__NONCE__">\n(function () {\n  \'use strict\';\n',
  SIMULATOR_PAGE_TEXTS,
  SIMULATOR_PAGE_VIEW_SCRIPT,
  SIMULATOR_PAGE_CHOICES_SCRIPT,
  SIMULATOR_PAGE_CHAT_SCRIPT,
  '</script>\n</body>\n</html>\n',
].join('');

/** The self-contained simulator page; `nonce` must match the CSP header sent with it. */
export function renderSimulatorPage(nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('Invalid CSP nonce.');
  return PAGE.replaceAll('__NONCE__', nonce);
}
