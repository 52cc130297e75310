/** The canvas minimap (React Flow's MiniMap, translated label; a large flow's drawn as one outline). */
export { FlowMiniMap } from './FlowMiniMap';
