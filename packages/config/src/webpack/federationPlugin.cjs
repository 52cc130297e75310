// Every app's module federation: the shell a host with no remotes at build time, each remote a
// remote entry and a manifest (DESIGN §2, ADR 0014, 0016).

/** The file a remote's manifest is emitted as (the shell's config.json points at it). */
const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** The remote entry script a manifest names. */
const REMOTE_ENTRY_FILE_NAME = 'remoteEntry.js';

/**
 * The ModuleFederationPlugin of one app: `shareStrategy: 'loaded-first'` with the shared singletons;
 * a remote also emits its remote entry and `mf-manifest.json`.
 * @param {typeof import('@module-federation/enhanced/webpack').ModuleFederationPlugin} ModuleFederationPlugin
 * @param {{ name: string, isHost: boolean, exposes?: Record<string, string>, shared: Record<string, any> }} options
 * @returns {import('webpack').WebpackPluginInstance}
 */
function federationPlugin(ModuleFederationPlugin, { name, isHost, exposes, shared }) {
  return new ModuleFederationPlugin({
    name,
    ...(isHost
      ? { remotes: {}, manifest: false }
      : {
          filename: REMOTE_ENTRY_FILE_NAME,
          exposes,
          manifest: { fileName: MANIFEST_FILE_NAME },
        }),
    shared,
    shareStrategy: 'loaded-first',
    dts: false,
    // Browser-only apps: the runtime leaves out its Node.js loading code. A remote loads no
    // remote itself (the shell's runtime loads it): its runtime leaves out remote loading and
    // manifest snapshots too (8 kB gzip of its remote entry, ADR 0016).
    experiments: {
      optimization: isHost
        ? { target: 'web' }
        : { target: 'web', disableRemote: true, disableSnapshot: true },
    },
  });
}

module.exports = { federationPlugin, MANIFEST_FILE_NAME, REMOTE_ENTRY_FILE_NAME };
