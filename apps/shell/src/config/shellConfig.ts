import type { RuntimeConfig } from '@atende/api-client';
import { REMOTE_NAMES, type RemoteName } from '@atende/contract';
import { CONFIG_REQUEST, CONFIG_URL } from './earlyConfig';

// The four remote areas, by the key `config.json` names them with (DESIGN §2): the route registry's
// owners (`@atende/contract`).
export { REMOTE_NAMES, type RemoteName };

/** The deploy-time configuration the shell fetches at start: API addresses plus remote manifest URLs. */
export interface ShellConfig extends RuntimeConfig {
  /** Manifest URL (`.../mf-manifest.json`) of each remote; a missing one makes that area show its fallback. */
  remotes: Partial<Record<RemoteName, string>>;
}

/** `config.json` is missing, unreadable or invalid. */
export class ShellConfigError extends Error {
  override name = 'ShellConfigError';
}

const REQUIRED_ADDRESSES = [
  'apiBaseUrl',
  'integrationBaseUrl',
  'fileServiceUrl',
  'hubUrl',
] as const;

function isRemoteName(key: string): key is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(key);
}

function isHttpAddress(value: unknown, base: string): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function pageBase(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/**
 * Checks a parsed `config.json`: the four API addresses are required http(s) addresses,
 * `metabaseSiteUrl` is optional, `remotes` holds manifest URLs by remote name (unknown names are
 * ignored with a console warning). Throws `ShellConfigError` with the reason.
 */
export function parseShellConfig(value: unknown, base: string = pageBase()): ShellConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ShellConfigError('config.json must hold a JSON object.');
  }
  const record = value as Record<string, unknown>;
  for (const key of REQUIRED_ADDRESSES) {
    if (!isHttpAddress(record[key], base)) {
      throw new ShellConfigError(`config.json: "${key}" must be an http(s) address.`);
    }
  }
  if (record.metabaseSiteUrl !== undefined && !isHttpAddress(record.metabaseSiteUrl, base)) {
    throw new ShellConfigError(
      'config.json: "metabaseSiteUrl" must be an http(s) address when present.',
    );
  }
  const remotesValue = record.remotes ?? {};
  if (typeof remotesValue !== 'object' || remotesValue === null || Array.isArray(remotesValue)) {
    throw new ShellConfigError('config.json: "remotes" must be an object of manifest URLs.');
  }
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, entry] of Object.entries(remotesValue as Record<string, unknown>)) {
    if (!isRemoteName(name)) {
      console.warn(`config.json: unknown remote "${name}" ignored.`);
      continue;
    }
    if (!isHttpAddress(entry, base)) {
      throw new ShellConfigError(`config.json: remotes.${name} must be an http(s) manifest URL.`);
    }
    remotes[name] = new URL(entry, base).href;
  }
  return {
    apiBaseUrl: record.apiBaseUrl as string,
    integrationBaseUrl: record.integrationBaseUrl as string,
    fileServiceUrl: record.fileServiceUrl as string,
    hubUrl: record.hubUrl as string,
    ...(typeof record.metabaseSiteUrl === 'string'
      ? { metabaseSiteUrl: record.metabaseSiteUrl }
      : {}),
    remotes,
  };
}

/** Fetches and checks `config.json` from the shell's own origin (never cached: a deploy edits it in place). */
export async function loadShellConfig(
  fetchImpl: typeof fetch = fetch,
  url: string = CONFIG_URL,
): Promise<ShellConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, CONFIG_REQUEST);
  } catch (error) {
    throw new ShellConfigError(`config.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new ShellConfigError(`config.json answered ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ShellConfigError('config.json is not valid JSON.');
  }
  return parseShellConfig(json);
}
