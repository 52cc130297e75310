// Copies an app's public/ folder (config.json, favicon, ...) into the build output, without a plugin
// dependency. index.html is left out: html-webpack-plugin renders it.
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} root
 * @param {string} [prefix]
 * @returns {string[]} paths relative to `root`, with forward slashes
 */
function listFiles(root, prefix = '') {
  if (!fs.existsSync(root)) return [];
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** Emits every file of a folder as an asset of the same relative name (index.html excepted). */
class PublicFolderPlugin {
  /** @param {{ dir: string }} options `dir`: the folder to copy (usually `<app>/public`). */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const file of listFiles(this.dir)) {
            if (file === 'index.html') continue;
            const absolute = path.join(this.dir, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(absolute)));
          }
          compilation.contextDependencies.add(this.dir);
        },
      );
    });
  }
}

module.exports = { PublicFolderPlugin };
