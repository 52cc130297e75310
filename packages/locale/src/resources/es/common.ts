import type { common as en } from '../en/common';
import type { Translation } from '../types';
import { app } from './common/app';
import { session } from './common/session';
import { layout } from './common/layout';
import { messages } from './common/messages';
import { flows } from './common/flows';

/** Textos compartidos por todas las apps (español). */
export const common: Translation<typeof en> = {
  ...app,
  ...session,
  ...layout,
  ...messages,
  ...flows,
};
