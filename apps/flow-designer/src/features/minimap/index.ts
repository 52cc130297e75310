/** The canvas minimap (React Flow's MiniMap, translated label). */
export { FlowMiniMap } from './FlowMiniMap';
