/** An embed page's figure sections (docs/adr/0033): heading, CSV link, chart and table. */
import type { Exportable } from '../../data/csv';
import { html, type SafeHtml } from '../html';
import { hrefOf } from '../pageQuery';
import { fill, type FigureId } from '../texts';
import type { SectionBody, SectionContext } from './context';
import {
  abandonmentSection,
  agentsSection,
  chatbotSection,
  reasonsSection,
} from './outcomeSections';
import { heatmapSection, servicesDaySection, waitingSection } from './serviceSections';

export type { SectionContext } from './context';

const SECTIONS: Record<FigureId, (c: SectionContext) => Promise<SectionBody>> = {
  services_day: servicesDaySection,
  heatmap: heatmapSection,
  waiting: waitingSection,
  agents: agentsSection,
  abandonment: abandonmentSection,
  reasons: reasonsSection,
  chatbot: chatbotSection,
};

/** One figure's section: its heading, its CSV export, then its chart beside its table. */
export async function figureSection(c: SectionContext, figure: FigureId): Promise<SafeHtml> {
  const body = await SECTIONS[figure](c);
  const csv = hrefOf(`${c.base}/csv`, c.form, { report: figure satisfies Exportable });
  const id = `figure-${figure}`;
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${c.t.figures[figure]}</h2>
    <p>
      <a href="${csv}" download aria-label="${`${c.t.exportCsv}: ${c.t.figures[figure]}`}"
        >${c.t.exportCsv}</a
      >
    </p>
    ${
      body.empty
        ? html`<p class="note">${c.t.empty}</p>`
        : html`<div class="figure">
            ${body.chart ?? ''}
            <div
              class="table"
              tabindex="0"
              role="region"
              aria-label="${fill(c.t.tableOf, { title: c.t.figures[figure] })}"
            >
              ${body.table}
            </div>
          </div>`
    }
  </section>`;
}
