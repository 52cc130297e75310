/**
 * The editor's address (seed 000 §2.1, seed 001 §2): "view-fluxo |
 * /fluxo/view/{id}-{name}-{channel}-{flowMessage}-{startDate}-{endDate}-{flowExitMessage}-{flowLeaveMessage}".
 * Eight parts joined by `-` in one path segment. Each part is URL-encoded, `-` included (as `%2D`),
 * so that a name with `-`, `/` or `%` round-trips, and `.` (as `%2E`), so that the address never looks
 * like a file name to a static server (a reload of it must get the app).
 */

/** The eight parts of a `view-fluxo` address, in the order the spec writes them. */
export interface FlowViewParts {
  /** flow_Id; 0 for a flow that is not saved yet. */
  readonly id: number;
  /** flow_Name. */
  readonly name: string;
  /** channel_Id. */
  readonly channel: number;
  /** identify_Initial_Message: the message that starts the flow. */
  readonly flowMessage: string;
  /** start_DateTime as the flow carries it. */
  readonly startDate: string;
  /** end_DateTime, or '' when the flow has no end date. */
  readonly endDate: string;
  /** exit_String: what the client writes to leave the flow (default `Salida`, seed 000 §9). */
  readonly flowExitMessage: string;
  /** exit_Message: the goodbye sent when the client leaves (seed 000 §9). */
  readonly flowLeaveMessage: string;
}

/** Where the flow designer is mounted, and the editor's address under it. */
const VIEW_PREFIX = '/fluxo/view/';

const ORDER = [
  'id',
  'name',
  'channel',
  'flowMessage',
  'startDate',
  'endDate',
  'flowExitMessage',
  'flowLeaveMessage',
] as const satisfies readonly (keyof FlowViewParts)[];

/**
 * One part, URL-encoded, `-` (the parts' separator) and `.` encoded too: a dot would make a static
 * server's single-page fallback take the address for a file (`...00.000Z-...` answered 404 on reload).
 */
function encodePart(value: string): string {
  return encodeURIComponent(value).replace(/[-.]/g, (c) => (c === '-' ? '%2D' : '%2E'));
}

function decodePart(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function wholeNumber(text: string): number | null {
  if (!/^-?\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/** The editor's address of a flow: `/fluxo/view/{id}-{name}-...`, every part URL-encoded. */
export function flowViewPath(parts: FlowViewParts): string {
  const segment = ORDER.map((key) => encodePart(String(parts[key]))).join('-');
  return `${VIEW_PREFIX}${segment}`;
}

/**
 * The parts of a `view-fluxo` segment (the text after `/fluxo/view/`, still URL-encoded as in the
 * address bar), or null when it is not eight well-formed parts (a mistyped or truncated address).
 * A leading `/fluxo/view/` is accepted too.
 */
export function parseFlowViewPath(segment: string): FlowViewParts | null {
  const raw = segment.startsWith(VIEW_PREFIX) ? segment.slice(VIEW_PREFIX.length) : segment;
  const pieces = raw.split('-');
  if (pieces.length !== ORDER.length) return null;
  const decoded = pieces.map(decodePart);
  if (decoded.some((piece) => piece === null)) return null;
  const [id, name, channel, flowMessage, startDate, endDate, exitMessage, leaveMessage] =
    decoded as string[];
  const flowId = wholeNumber(id!);
  const channelId = wholeNumber(channel!);
  if (flowId === null || channelId === null) return null;
  return {
    id: flowId,
    name: name!,
    channel: channelId,
    flowMessage: flowMessage!,
    startDate: startDate!,
    endDate: endDate!,
    flowExitMessage: exitMessage!,
    flowLeaveMessage: leaveMessage!,
  };
}
