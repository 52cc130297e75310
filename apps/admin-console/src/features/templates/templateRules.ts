import { FIELD_LIMITS, isWelcomeTemplateName } from '@atende/contract';

/** Longest template name (the contract's `Message_Template_Name`). */
export const TEMPLATE_NAME_MAX =
  FIELD_LIMITS.MessageTemplateSaveQuery.Message_Template_Name.maxLength;
/** Longest template text (the contract's `Message_Template`). */
export const TEMPLATE_MESSAGE_MAX =
  FIELD_LIMITS.MessageTemplateSaveQuery.Message_Template.maxLength;

/** What decides whether a template is the working welcome template. */
interface WelcomeState {
  name: string;
  enable: boolean;
}

/**
 * True when a save would stop the welcome template working (issue 12: "deleting or disabling it warns
 * that auto-response will stop working"): it was `auto-asignacion` and active, and it would be renamed
 * or switched off.
 */
export function stopsWelcome(before: WelcomeState, after: WelcomeState): boolean {
  const working = (t: WelcomeState) => t.enable && isWelcomeTemplateName(t.name);
  return working(before) && !working(after);
}
