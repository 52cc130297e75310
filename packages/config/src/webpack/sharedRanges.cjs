// Required version ranges of the shared packages: which are semver, and one build's overrides.

/**
 * True for a range npm semver understands (not `workspace:*`, `link:`, `file:` or a URL).
 * @param {unknown} range
 * @returns {range is string}
 */
function isSemverRange(range) {
  return typeof range === 'string' && /^[\^~<>=]*\s*\d/.test(range.trim());
}

/**
 * Parses `ATENDE_SHARED_REQUIRE` (`pkg@range,pkg@range`): required ranges that override the declared
 * ones for one build. The skew matrix builds a remote that needs a newer shared package this way.
 * @param {string | undefined} text
 * @returns {Record<string, string>}
 */
function parseRequireOverrides(text) {
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.lastIndexOf('@');
    if (at <= 0 || !isSemverRange(part.slice(at + 1))) {
      throw new Error(`ATENDE_SHARED_REQUIRE: "${part}" is not pkg@range.`);
    }
    overrides[part.slice(0, at)] = part.slice(at + 1);
  }
  return overrides;
}

module.exports = { isSemverRange, parseRequireOverrides };
