/** Every key path of a texts object (`frame.customer`, `list.empty`), leaves only. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function textAt(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      texts,
    );
}

const variablesOf = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(' ');

/**
 * What is wrong with a remote's texts in pt, en and es (`combineFeatureTexts`, or a namespace's
 * resources), one line each; none when every language has the same keys, no text is empty and every
 * text keeps the English text's interpolations (`{{name}}`). A texts test expects `[]`.
 */
export function textsProblems(texts: Readonly<Record<'en' | 'pt' | 'es', object>>): string[] {
  const problems: string[] = [];
  const english = new Set(keysOf(texts.en));
  for (const [language, inLanguage] of Object.entries(texts)) {
    const keys = new Set(keysOf(inLanguage));
    for (const key of english) if (!keys.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const key of keys) {
      if (!english.has(key)) {
        problems.push(`${language}: ${key} is not in en`);
        continue;
      }
      const value = textAt(inLanguage, key);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${language}: ${key} is empty`);
        continue;
      }
      const expected = variablesOf(String(textAt(texts.en, key)));
      if (variablesOf(value) !== expected)
        problems.push(`${language}: ${key} has {${variablesOf(value)}}, en has {${expected}}`);
    }
  }
  return problems;
}
