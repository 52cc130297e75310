// Finding an installed package from an app folder, the way Node's resolution walks node_modules.
const fs = require('node:fs');
const path = require('node:path');

/**
 * A JSON file, parsed.
 * @param {string} file
 * @returns {Record<string, any>}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The installed `package.json` of `pkg` as seen from `dir` (walks up the node_modules folders, like
 * Node's resolution, without going through the package's `exports` map).
 * @param {string} pkg
 * @param {string} dir
 * @returns {Record<string, any> | null}
 */
function installedPackageJson(pkg, dir) {
  const folder = installedPackageDir(pkg, dir);
  return folder ? readJson(path.join(folder, 'package.json')) : null;
}

/**
 * The installed folder of `pkg` as seen from `dir`, or null.
 * @param {string} pkg
 * @param {string} dir
 * @returns {string | null}
 */
function installedPackageDir(pkg, dir) {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

module.exports = { readJson, installedPackageJson, installedPackageDir };
