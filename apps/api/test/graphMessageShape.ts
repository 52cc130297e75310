// What the fake Graph API checks in a message body before accepting it, as the Cloud API does
// (Meta's limits on interactive messages: docs/adr/0025 cites the pages).

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const chars = (v: unknown) => (typeof v === 'string' ? Array.from(v).length : -1);
const text = (v: unknown, max: number) => chars(v) >= 1 && chars(v) <= max;
const id = (v: unknown, max: number) => text(v, max) && typeof v === 'string' && v.trim() === v;

function buttonsProblem(action: Obj): string | undefined {
  const buttons = action.buttons;
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3)
    return 'action.buttons must have 1 to 3 buttons';
  const ids = new Set<unknown>();
  const titles = new Set<unknown>();
  for (const button of buttons) {
    const reply = isObj(button) ? button.reply : undefined;
    if (!isObj(button) || button.type !== 'reply' || !isObj(reply)) return 'button must be a reply';
    if (!id(reply.id, 256)) return 'button id must be 1 to 256 characters';
    if (!text(reply.title, 20)) return 'button title must be 1 to 20 characters';
    ids.add(reply.id);
    titles.add(reply.title);
  }
  if (ids.size !== buttons.length || titles.size !== buttons.length)
    return 'button ids and titles must be unique';
  return undefined;
}

function listProblem(action: Obj): string | undefined {
  if (!text(action.button, 20)) return 'action.button must be 1 to 20 characters';
  const sections = action.sections;
  if (!Array.isArray(sections) || sections.length < 1 || sections.length > 10)
    return 'action.sections must have 1 to 10 sections';
  const ids = new Set<unknown>();
  let rows = 0;
  for (const section of sections) {
    if (!isObj(section) || !Array.isArray(section.rows)) return 'section must have rows';
    if (sections.length > 1 && !text(section.title, 24)) return 'section title required';
    for (const row of section.rows) {
      rows += 1;
      if (!isObj(row) || !id(row.id, 200)) return 'row id must be 1 to 200 characters';
      if (!text(row.title, 24)) return 'row title must be 1 to 24 characters';
      if (row.description !== undefined && !text(row.description, 72))
        return 'row description must be 1 to 72 characters';
      ids.add(row.id);
    }
  }
  if (rows < 1 || rows > 10) return 'a list has 1 to 10 rows';
  if (ids.size !== rows) return 'row ids must be unique';
  return undefined;
}

/** Why the Cloud API would refuse this message body, or undefined when it is well formed. */
export function messageShapeProblem(body: Obj): string | undefined {
  if (body.type === 'text') {
    const t = isObj(body.text) ? body.text : {};
    return text(t.body, 4096) ? undefined : 'text.body must be 1 to 4096 characters';
  }
  if (body.type !== 'interactive') return undefined;
  const interactive = body.interactive;
  if (!isObj(interactive)) return 'interactive must be an object';
  const inner = isObj(interactive.body) ? interactive.body : {};
  if (!text(inner.text, 1024)) return 'interactive.body.text must be 1 to 1024 characters';
  const action = isObj(interactive.action) ? interactive.action : {};
  if (interactive.type === 'button') return buttonsProblem(action);
  if (interactive.type === 'list') return listProblem(action);
  return `interactive.type ${String(interactive.type)} is not sent by the product`;
}
