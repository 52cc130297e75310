/** What every figure section of an embed page reads (docs/adr/0033). */
import type { Db } from '../../../db/client';
import type { ReportFilter } from '../../data/params';
import type { SafeHtml } from '../html';
import { hrefOf, type FormState } from '../pageQuery';
import type { EmbedLanguage, EmbedTexts } from '../texts';

/** A section's inputs: the data, the checked filter, the texts and the page's addresses. */
export interface SectionContext {
  db: Db;
  filter: ReportFilter;
  threshold: number;
  language: EmbedLanguage;
  t: EmbedTexts;
  /** The page's own address without query: `/embed/{type}/{token}`. */
  base: string;
  form: FormState;
}

/** What a section draws: its chart (if any) and its table. */
export interface SectionBody {
  chart?: SafeHtml;
  table: SafeHtml;
  empty: boolean;
}

/** The drill-down address of a selection of the filter's services. */
export function servicesHref(
  c: SectionContext,
  selection: Record<string, string | number | undefined>,
): string {
  return hrefOf(`${c.base}/services`, c.form, selection);
}
