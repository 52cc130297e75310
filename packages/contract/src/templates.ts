/**
 * Message template text rules shared by the agent desk (it fills templates before sending) and the
 * admin console (its template form previews them): seed 000 §3 "The placeholder {{Agent_Name}} in a
 * template is replaced by the agent's name"; `auto-asignacion` is the welcome template.
 */

/** The placeholder for the agent's name, as the console inserts it. */
export const AGENT_NAME_PLACEHOLDER = '{{Agent_Name}}';

/** The name of the welcome template auto-response sends (seed 000 §3, §4), compared ignoring case. */
export const WELCOME_TEMPLATE_NAME = 'auto-asignacion';

/** `{{Agent_Name}}`, with any spaces inside the braces. */
const agentNamePattern = () => /\{\{\s*Agent_Name\s*\}\}/g;

/**
 * A message template with every `{{Agent_Name}}` placeholder replaced by the agent's name. Spaces
 * inside the braces are tolerated (`{{ Agent_Name }}`); other placeholders are left as they are.
 */
export function fillTemplate(template: string, agentName: string): string {
  // A function replacement: `$&` or `$1` in a name are taken literally.
  return template.replace(agentNamePattern(), () => agentName);
}

/** A piece of a template's text: plain text, or an agent-name placeholder (as written). */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'agentName'; text: string };

/** A template's text cut into plain text and agent-name placeholders, in order (empty text: none). */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(agentNamePattern())) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: template.slice(last, at) });
    parts.push({ kind: 'agentName', text: match[0] });
    last = at + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

/** True for the welcome template's name (`auto-asignacion`, ignoring case and surrounding spaces). */
export function isWelcomeTemplateName(name: string): boolean {
  return name.trim().toLowerCase() === WELCOME_TEMPLATE_NAME;
}
