/**
 * The embed pages' document (docs/adr/0026, 0033): server-rendered in pt, en or es, with one
 * nonce-bearing style and one small script (the frame address's `#locale=` chooses the language).
 */
import { randomBytes } from 'node:crypto';
import { html, SafeHtml } from './html';
import { EMBED_LANGUAGES, EMBED_TEXTS, type EmbedLanguage } from './texts';

/** The language of a request: its `locale` query value, else the first of pt, en, es its Accept-Language names, else en. */
export function languageOf(
  acceptLanguage: string | undefined,
  locale?: string | undefined,
): EmbedLanguage {
  if (EMBED_LANGUAGES.includes(locale as EmbedLanguage)) return locale as EmbedLanguage;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as EmbedLanguage;
    if (EMBED_LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** A fresh CSP nonce. */
export function embedNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's CSP: its own nonce-bearing style and script only, forms and links to itself, framed by
 * the shell's origins alone.
 */
export function embedCsp(nonce: string, frameOrigins: readonly string[]): string {
  const ancestors = frameOrigins.includes('*')
    ? '*'
    : frameOrigins.length
      ? frameOrigins.join(' ')
      : "'none'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:16px 24px;color:#1f1f1f;background:#fff;font-size:14px}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:24px 0 8px}
a{color:#0b57d0}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
form.filters{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:flex-end;margin:0 0 8px}
form.filters label{display:flex;flex-direction:column;gap:2px;font-size:13px}
input,select,button{font:inherit;padding:4px 6px}button{cursor:pointer}
.note{color:#444;font-size:13px}[role=alert]{color:#a8071a;font-weight:600}
.figure{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
.figure svg{max-width:100%;height:auto}.figure .table{overflow:auto;max-height:360px}
table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #d9d9d9;padding:3px 8px;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}th{background:#fafafa}
nav.pages{display:flex;gap:16px;margin:8px 0}.msg{border:1px solid #e5e5e5;border-radius:6px;padding:6px 10px;margin:6px 0;list-style:none}.msg .text{white-space:pre-wrap;margin-top:4px}
.msg .who{font-weight:600;margin-right:8px}`;

/**
 * The page's one script. The frame address's `#locale=` (Metabase's hash, never sent to the server)
 * chooses the language: the page reloads once with `?locale=`. A report page remembers its last
 * address in the tab (`sessionStorage`, under the body's `data-state`), so that the viewer's
 * renewed token (a new frame address without the query) or a report opened again in the same tab
 * comes back to the filters and drill-down the user left, in the language of the new address.
 */
const SCRIPT = `(function () {
  var url = new URL(location.href);
  var hash = /(?:^#|&)locale=(pt|en|es)(?:&|$)/.exec(location.hash);
  var key = document.body.getAttribute('data-state');
  var parts = url.pathname.split('/');
  var base = parts.slice(0, 4).join('/');
  var tail = parts.slice(4).join('/');
  var saved = null;
  try { saved = key ? JSON.parse(sessionStorage.getItem(key) || 'null') : null; } catch (e) {}
  if (!url.search && saved && (saved.tail || saved.search)) {
    var back = new URL(base + (saved.tail ? '/' + saved.tail : '') + saved.search + location.hash, location.href);
    if (hash) back.searchParams.set('locale', hash[1]);
    location.replace(back.href);
    return;
  }
  if (hash && !url.searchParams.has('locale') && document.documentElement.lang !== hash[1]) {
    url.searchParams.set('locale', hash[1]);
    location.replace(url.href);
    return;
  }
  try { if (key) sessionStorage.setItem(key, JSON.stringify({ tail: tail, search: url.search })); } catch (e) {}
})();`;

/**
 * A whole embed page: `body` under a `main`, in `language`; `stateKey` names the report whose
 * last address the tab remembers (none on an error page).
 */
export function renderDocument(input: {
  language: EmbedLanguage;
  nonce: string;
  title: string;
  body: SafeHtml;
  stateKey?: string;
}): string {
  const { language, nonce, title, body, stateKey } = input;
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style nonce="${nonce}">
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body data-state="${stateKey ?? ''}">
        <main>${body}</main>
        <script nonce="${nonce}">
          ${new SafeHtml(SCRIPT)};
        </script>
      </body>
    </html> `.text;
}

/** An error page's body: a heading and the refusal, no data. */
export function errorBody(language: EmbedLanguage, kind: 'expired' | 'invalid' | 'notFound') {
  const t = EMBED_TEXTS[language];
  return html`<h1>${t.errorTitle}</h1>
    <p role="alert">${t[kind]}</p>`;
}
