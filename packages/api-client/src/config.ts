/** Addresses the client talks to, read by the shell from its `config.json` at start (DESIGN section 2). */
export interface RuntimeConfig {
  /** Provider API base, e.g. `http://localhost:4000/api`. */
  apiBaseUrl: string;
  /** External integration host (`Light_*`, `Light_Ext_Change_Flow_Attendence`), e.g. `.../integration`. */
  integrationBaseUrl: string;
  /** File service base (the upload path `hornitos/` is appended), e.g. `.../files`. */
  fileServiceUrl: string;
  /** Full address of the real-time hub, e.g. `http://localhost:4000/hubs/attendance`. */
  hubUrl: string;
  /** Metabase site for embedded reports; absent means the API's own report page. */
  metabaseSiteUrl?: string;
}

const REQUIRED_KEYS = ['apiBaseUrl', 'integrationBaseUrl', 'fileServiceUrl', 'hubUrl'] as const;

let current: RuntimeConfig | null = null;

/**
 * Sets the addresses used by every call and by the hub client. Extra keys of `config.json`
 * (such as `remotes`) are ignored. Throws when a required address is missing.
 */
export function configureApi(config: RuntimeConfig): void {
  for (const key of REQUIRED_KEYS) {
    const value: unknown = config[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`configureApi: "${key}" must be a non-empty address.`);
    }
  }
  current = {
    apiBaseUrl: config.apiBaseUrl,
    integrationBaseUrl: config.integrationBaseUrl,
    fileServiceUrl: config.fileServiceUrl,
    hubUrl: config.hubUrl,
    ...(config.metabaseSiteUrl ? { metabaseSiteUrl: config.metabaseSiteUrl } : {}),
  };
}

/** The configuration given to `configureApi`; throws when it has not been called yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new Error('The API client is not configured: call configureApi(config) first.');
  return current;
}
