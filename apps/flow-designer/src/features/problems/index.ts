/** The live problems panel over the contract's `flowProblems`, each entry focusing its step. */
export { ProblemsPanel } from './ProblemsPanel';
export { problemText } from './problemText';
