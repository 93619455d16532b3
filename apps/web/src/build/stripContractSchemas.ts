import type { Plugin } from 'vite';

/*
 * Each endpoint of the shared contract is declared once, with its zod schemas
 * (packages/shared/src/contract/endpoint.ts). The server validates with them and the web tests
 * check their fakes with them, but the web app's code only reads an endpoint's method and path
 * (lib/client.ts): shipping the schemas would put zod and every schema into the first load of the
 * signed-out screens. So the production build replaces the `schemas` of each `defineEndpoint({…})`
 * call in the contract files with `undefined`; the schema modules, and zod, are then tree-shaken
 * away unless a screen uses a schema itself (a form checking a URL). Dev and tests keep them.
 */

/** The contract's endpoint files (not its tests), as Vite names the module. */
const CONTRACT_FILE = /packages\/shared\/src\/contract\/[^/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Parse = (code: string) => Node;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of `ast`, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child.filter(isNode)) yield* nodes(item);
    else if (isNode(child)) yield* nodes(child);
  }
}

/** The `schemas` value of a `defineEndpoint({ … })` call, if `node` is one. */
function schemasValue(node: Node): Node | undefined {
  const callee = node.callee as Node | undefined;
  const [data] = (node.arguments as Node[] | undefined) ?? [];
  if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint')
    return undefined;
  if (data?.type !== 'ObjectExpression') return undefined;
  const property = (data.properties as Node[]).find(
    (p) =>
      p.type === 'Property' && (p.key as Node).type === 'Identifier' && (p.key as Node).name === 'schemas',
  );
  return property?.value as Node | undefined;
}

/**
 * `code` with the schemas of its endpoint declarations left out, and the imports of schema modules
 * only they used, or undefined when it declares none. The imports go too, not only for the
 * tree-shaking: a chunk group of vite.config.ts takes the static imports of its modules along.
 */
export function stripContractSchemas(code: string, parse: Parse): string | undefined {
  const ast = parse(code);
  const values = [...nodes(ast)].map(schemasValue).filter((value) => value !== undefined);
  if (!values.length) return undefined;
  const inside = (node: Node, ranges: Node[]) =>
    ranges.some((r) => node.start >= r.start && node.end <= r.end);
  const imports = (ast.body as Node[]).filter(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      String((statement.source as Node).value).startsWith('../schemas/'),
  );
  const stillUsed = new Set(
    [...nodes(ast)]
      .filter((node) => node.type === 'Identifier' && !inside(node, [...values, ...imports]))
      .map((node) => node.name as string),
  );
  const edits: Array<[number, number, string]> = values.map((value) => [value.start, value.end, 'undefined']);
  for (const statement of imports) {
    const kept = (statement.specifiers as Node[]).filter((specifier) =>
      stillUsed.has((specifier.local as Node).name as string),
    );
    if (kept.length === (statement.specifiers as Node[]).length) continue;
    const names = kept.map((specifier) => code.slice(specifier.start, specifier.end));
    const source = code.slice((statement.source as Node).start, (statement.source as Node).end);
    edits.push([
      statement.start,
      statement.end,
      names.length ? `import { ${names.join(', ')} } from ${source};` : '',
    ]);
  }
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

/** The build plugin: contract files reach the bundle without their schemas. */
export function contractWithoutSchemas(): Plugin {
  return {
    name: 'support:contract-without-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.split('?')[0] ?? '')) return undefined;
      const stripped = stripContractSchemas(code, (source) => this.parse(source) as unknown as Node);
      return stripped === undefined ? undefined : { code: stripped, map: null };
    },
  };
}
