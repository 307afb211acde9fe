import type { Plugin } from 'vite';

/** The contracts' sources (not their tests): schemas, constants and pure rules. */
const contractsSource = /packages\/contracts\/src\/(?!.*\.test\.ts$).*\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const functionLike = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassDeclaration',
  'ClassExpression',
]);

/** Start offsets of the calls in an initializer, not looking inside functions or classes. */
const callStarts = (node: AstNode, starts: Set<number>): void => {
  if (functionLike.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) callStarts(child, starts);
    }
  }
};

const declarationsOf = (statement: AstNode): AstNode[] => {
  const declaration =
    statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') return [];
  return (declaration.declarations as AstNode[]).filter((declarator) => isNode(declarator.init));
};

/**
 * Marks every call in the contracts' top-level `const` initializers as pure. Building a zod
 * schema has no effect beyond its value, but a bundler cannot know that; with the marks, a
 * schema the browser never uses is dropped, and zod with it, from the pages that need none
 * (the first view's download). Top-level statements such as `z.config(…)` are left alone.
 */
export const pureContracts = (): Plugin => ({
  name: 'pure-contracts',
  enforce: 'post',
  transform(code, id) {
    if (!contractsSource.test(id)) return null;
    const program = this.parse(code) as unknown as { body: AstNode[] };
    const starts = new Set<number>();
    for (const statement of program.body) {
      for (const declarator of declarationsOf(statement)) {
        callStarts(declarator.init as AstNode, starts);
      }
    }
    if (starts.size === 0) return null;
    let marked = '';
    let from = 0;
    for (const start of [...starts].sort((a, b) => a - b)) {
      marked += `${code.slice(from, start)}/* @__PURE__ */ `;
      from = start;
    }
    return { code: marked + code.slice(from), map: null };
  },
});
