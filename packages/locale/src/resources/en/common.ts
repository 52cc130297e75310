import { app } from './common/app';
import { session } from './common/session';
import { layout } from './common/layout';
import { messages } from './common/messages';
import { flows } from './common/flows';

/**
 * Texts shared by every app: the error catalogues of both specifications (seed 000 §8, seed 001 §8) under
 * the keys they name, dialogs, top bars, menus, route titles and language names.
 * English literals that the specifications quote are kept word for word. Each part lives in
 * common/*.ts by screen or feature (same keys, same order); every language merges them alike.
 */
export const common = { ...app, ...session, ...layout, ...messages, ...flows };
