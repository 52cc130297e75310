import fs from 'node:fs';
import path from 'node:path';

/**
 * The main entry is what browsers bundle: it may name TypeBox and the schemas only through
 * `import type` / `export type`, so a build keeps nothing of them (the API imports `./schemas`).
 */
function reachableFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms,
    )) {
      visit(path.resolve(path.dirname(file), `${match[1]}.ts`));
    }
  };
  visit(entry);
  return [...seen];
}

describe('the main entry', () => {
  const files = reachableFiles(path.join(__dirname, 'index.ts'));

  it('reaches only plain modules through value imports', () => {
    const names = files.map((f) => path.relative(__dirname, f)).sort();
    expect(names).toEqual([
      'calendar.ts',
      'campaigns.ts',
      'csv.ts',
      'dashboard.ts',
      'errors.ts',
      'files.ts',
      'flows/blankStep.ts',
      'flows/constants.ts',
      'flows/exportRows.ts',
      'flows/importRows.ts',
      'flows/index.ts',
      'flows/layout.ts',
      'flows/parseImport.ts',
      'flows/problems.ts',
      'flows/ruleCases.ts',
      'flows/stepFields.ts',
      'flows/text.ts',
      'flows/viewPath.ts',
      'flows/whatsapp.ts',
      'hsm.ts',
      'index.ts',
      'limits.ts',
      'newAtt.ts',
      'password.ts',
      'payments.ts',
      'reports/rules.ts',
      'reports/settings.ts',
      'routes.ts',
      'ruleCases.ts',
      'templates.ts',
    ]);
  });

  it('names TypeBox and the schemas in type imports only', () => {
    const all = fs
      .readdirSync(path.join(__dirname, 'entities'))
      .map((f) => path.join(__dirname, 'entities', f))
      .concat(files);
    for (const file of all) {
      const source = fs.readFileSync(file, 'utf8');
      const valueImports = [
        ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
      ].map((m) => m[1]);
      expect(
        valueImports.filter((s) => s === '@sinclair/typebox' || s?.includes('schemas')),
      ).toEqual([]);
    }
  });
});
