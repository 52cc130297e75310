/** `{{Agent_Name}}`, with any spaces inside the braces. */
const AGENT_NAME_PLACEHOLDER = /\{\{\s*Agent_Name\s*\}\}/g;

/**
 * A message template with every `{{Agent_Name}}` placeholder replaced by the agent's name
 * (seed 000 §3: "The placeholder {{Agent_Name}} in a template is replaced by the agent's name").
 * Spaces inside the braces are tolerated (`{{ Agent_Name }}`); other placeholders are left as they are.
 */
export function fillTemplate(template: string, agentName: string): string {
  // A function replacement: `$&` or `$1` in a name are taken literally.
  return template.replace(AGENT_NAME_PLACEHOLDER, () => agentName);
}
