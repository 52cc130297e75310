// The security side of the static server: allowed CORS origins and the Content-Security-Policy
// built from the served config.json.

/**
 * The origin of an absolute http(s)/ws(s) URL, or null (relative addresses are this origin: 'self').
 * @param {unknown} value
 * @returns {string | null}
 */
function originOf(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The WebSocket origin matching an http(s) origin (the hub upgrades to it).
 * @param {string} origin
 * @returns {string}
 */
function webSocketOrigin(origin) {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/**
 * Checks and normalises allowed CORS origins (`scheme://host[:port]`, no `*`).
 * @param {readonly string[]} origins
 * @returns {string[]}
 */
function normaliseOrigins(origins) {
  return origins
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((o) => {
      if (o === '*') throw new Error('CORS: "*" is not allowed; list the shell origins.');
      if (originOf(o) !== o)
        throw new Error(`CORS: "${o}" is not an origin (scheme://host[:port]).`);
      return o;
    });
}

/**
 * The Content-Security-Policy of an app served with this config.json (the shell's deploy-time file
 * or a remote's own). Scripts, styles, fonts and images may come from this origin and from the remotes
 * it names; connections go to those, the API, integration and file service and the hub (also over
 * WebSocket); images and media also from the file service, `data:` and `blob:` (previews); frames
 * from the Metabase site (`metabaseSiteUrl`) or else the API's origin (the report viewer).
 * `style-src 'unsafe-inline'`: antd's cssinjs and style-loader inject `<style>` elements.
 * @param {Record<string, unknown> | null | undefined} config
 * @returns {string}
 */
function contentSecurityPolicy(config) {
  const cfg = config && typeof config === 'object' ? config : {};
  /** @type {Set<string>} */
  const remotes = new Set();
  const remoteMap = cfg.remotes;
  if (remoteMap && typeof remoteMap === 'object') {
    for (const value of Object.values(remoteMap)) {
      const origin = originOf(value);
      if (origin) remotes.add(origin);
    }
  }
  /** @type {Set<string>} */
  const files = new Set();
  const fileOrigin = originOf(cfg.fileServiceUrl);
  if (fileOrigin) files.add(fileOrigin);
  /** @type {Set<string>} */
  const connect = new Set([...remotes, ...files]);
  for (const [key, value] of Object.entries(cfg)) {
    if (key === 'remotes') continue;
    const origin = originOf(value);
    if (!origin) continue;
    connect.add(origin);
    if (key === 'hubUrl' && origin.startsWith('http')) connect.add(webSocketOrigin(origin));
  }
  /** @param {string[]} sources */
  const list = (...sources) => sources.filter(Boolean).join(' ');
  const remoteList = [...remotes];
  // The report viewer frames the Metabase site's /embed pages, or the API's own (docs/adr/0026).
  const reportFrames = originOf(cfg.metabaseSiteUrl) ?? originOf(cfg.apiBaseUrl);
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remoteList)}`,
    // Web Workers of this origin, and of blob: URLs, through which a remote starts a worker of its
    // own (a worker script must be same-origin: the flow designer's layout worker loads ELK, one of
    // its files, with importScripts from a blob, within script-src).
    "worker-src 'self' blob:",
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteList)}`,
    `font-src ${list("'self'", 'data:', ...remoteList)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remoteList, ...files)}`,
    `media-src ${list("'self'", 'data:', 'blob:', ...remoteList, ...files)}`,
    `connect-src ${list("'self'", ...connect)}`,
    `frame-src ${list("'self'", reportFrames ?? '')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

module.exports = { normaliseOrigins, contentSecurityPolicy };
