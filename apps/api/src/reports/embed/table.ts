/**
 * The embed pages' tables (docs/adr/0033): every chart has one beside it with the same figures, and
 * its counts are the drill-down links a keyboard reaches.
 */
import { html, type SafeHtml } from './html';
import type { EmbedLanguage } from './texts';

/** A table cell: text, a number (right-aligned, in the page's language), a link, or empty. */
export type TableCell =
  string | number | null | { value: string | number; href: string | undefined; label?: string };

/** Numbers as the page's language writes them (at most two decimals). */
function numberFormat(language: EmbedLanguage): (value: number) => string {
  const format = new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : language, {
    maximumFractionDigits: 2,
  });
  return (value) => format.format(value);
}

function cell(value: TableCell, format: (n: number) => string, header: boolean): SafeHtml {
  if (value === null) return html`<td></td>`;
  if (typeof value === 'object') {
    const text = typeof value.value === 'number' ? format(value.value) : value.value;
    const numeric = typeof value.value === 'number';
    const inner = value.href
      ? html`<a href="${value.href}" ${value.label ? html` aria-label="${value.label}"` : ''}
          >${text}</a
        >`
      : text;
    return header
      ? html`<th scope="row">${inner}</th>`
      : html`<td class="${numeric ? 'n' : ''}">${inner}</td>`;
  }
  if (header)
    return html`<th scope="row">${typeof value === 'number' ? format(value) : value}</th>`;
  return typeof value === 'number'
    ? html`<td class="n">${format(value)}</td>`
    : html`<td>${value}</td>`;
}

/** A table with a caption, column headers and rows whose first cell heads the row. */
export function dataTable(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly TableCell[])[],
  language: EmbedLanguage,
): SafeHtml {
  const format = numberFormat(language);
  return html`<table>
    <caption class="note">
      ${caption}
    </caption>
    <thead>
      <tr>
        ${headers.map((h) => html`<th scope="col">${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            ${row.map((value, i) => cell(value, format, i === 0))}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
