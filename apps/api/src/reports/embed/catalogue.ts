/**
 * Which of the product's own figures a report shows (docs/adr/0033): a dashboard shows them all, a
 * question shows the one its id names; an id the catalogue does not know shows them all, so a
 * report first made for a Metabase site still shows something true.
 */
import type { VisualizationType } from '../embedToken';
import type { FigureId } from './texts';

/** Every figure, in the order a dashboard shows them; question n is the n-th. */
const FIGURE_ORDER: readonly FigureId[] = [
  'services_day',
  'agents',
  'heatmap',
  'waiting',
  'abandonment',
  'reasons',
  'chatbot',
];

/** The figures of a visualisation. */
export function figuresOf(type: VisualizationType, id: number): readonly FigureId[] {
  const one = type === 'question' ? FIGURE_ORDER[id - 1] : undefined;
  return one ? [one] : FIGURE_ORDER;
}
