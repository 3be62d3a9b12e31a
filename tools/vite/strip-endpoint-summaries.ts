import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Build-time only: drops the `summary` of every `defineEndpoint({ … })` in the contract from the portals' bundles.
 * The summaries are English sentences for the gateway's OpenAPI document (/openapi.json, /docs); no portal shows them,
 * yet every portal that calls an endpoint carried them (about 7 KB gzip of the youth portal's first visit, issue 13).
 * The TypeScript parser finds the property, so strings of any form (concatenated, template) go whole.
 */
export function stripEndpointSummaries(): Plugin {
  return {
    name: 'platform:strip-endpoint-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/libs\/shared\/contract\/src\/lib\/endpoints[^/]*\.ts$/.test(file) || !code.includes('summary'))
        return null;
      const edits = summaryRanges(code, file);
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/** Source ranges of `summary: …,` properties of object literals passed to `defineEndpoint(…)`. */
export function summaryRanges(code: string, fileName = 'endpoints.ts'): [number, number][] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint'
    ) {
      const arg = node.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const prop of arg.properties) {
          if (ts.isPropertyAssignment(prop) && prop.name.getText(source) === 'summary') {
            let end = prop.getEnd();
            if (code[end] === ',') end += 1;
            ranges.push([prop.getStart(source), end]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}
