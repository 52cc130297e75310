// The API's own embedded report page (docs/adr/0026), server-rendered in pt, en and es: the report's
// title and a notice, or a translated error without data. No text of the request reaches it unescaped.
import { randomBytes } from 'node:crypto';

/** The page's languages. */
export type EmbedLanguage = 'pt' | 'en' | 'es';

const LANGUAGES: readonly EmbedLanguage[] = ['en', 'pt', 'es'];

/** The page's texts by language. */
const TEXTS: Record<
  EmbedLanguage,
  Record<'expired' | 'invalid' | 'notice' | 'errorTitle', string>
> = {
  en: {
    errorTitle: 'This report cannot be shown',
    expired: 'The report link has expired. Close the report and open it again.',
    invalid: 'The report link is not valid.',
    notice: "This report's figures are served by the product's own report calls.",
  },
  pt: {
    errorTitle: 'Este relatório não pode ser exibido',
    expired: 'O link do relatório expirou. Feche o relatório e abra-o novamente.',
    invalid: 'O link do relatório não é válido.',
    notice: 'Os números deste relatório vêm das chamadas de relatório do próprio produto.',
  },
  es: {
    errorTitle: 'Este reporte no se puede mostrar',
    expired: 'El enlace del reporte expiró. Cierre el reporte y ábralo de nuevo.',
    invalid: 'El enlace del reporte no es válido.',
    notice: 'Las cifras de este reporte las sirven las llamadas de reportes del propio producto.',
  },
};

/** The first of pt, en, es an Accept-Language header names (by order of preference), else en. */
export function languageOf(acceptLanguage: string | undefined): EmbedLanguage {
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
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A fresh CSP nonce. */
export function embedNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page's CSP: its own nonce-bearing style and script only, framed by the shell's origins alone. */
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
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** What the page shows: a report (its title) or a refusal. */
export type EmbedPageContent = { kind: 'report'; title: string } | { kind: 'expired' | 'invalid' };

/**
 * The page in the three languages, `language` shown; the frame address's `#locale=` (which never
 * reaches the server) switches to another one in the browser.
 */
export function renderEmbedPage(
  content: EmbedPageContent,
  language: EmbedLanguage,
  nonce: string,
): string {
  const sections = LANGUAGES.map((lang) => {
    const t = TEXTS[lang];
    const body =
      content.kind === 'report'
        ? `<h1>${escapeHtml(content.title)}</h1><p>${t.notice}</p>`
        : `<h1>${t.errorTitle}</h1><p role="alert">${t[content.kind]}</p>`;
    return `<section lang="${lang}" data-lang="${lang}"${lang === language ? '' : ' hidden'}>${body}</section>`;
  }).join('');
  const title = content.kind === 'report' ? escapeHtml(content.title) : TEXTS[language].errorTitle;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f;background:#fff}h1{font-size:20px}</style>
</head><body><main>${sections}</main>
<script nonce="${nonce}">(function(){var m=/(?:^#|&)locale=(pt|en|es)(?:&|$)/.exec(location.hash);if(!m)return;document.documentElement.lang=m[1];document.querySelectorAll('section[data-lang]').forEach(function(s){s.hidden=s.getAttribute('data-lang')!==m[1];});})();</script>
</body></html>
`;
}
