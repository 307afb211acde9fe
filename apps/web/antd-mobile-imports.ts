import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Where each export of antd-mobile's barrel lives, read from the barrel itself. */
const barrelExports = (): Map<string, { file: string; imported: string }> => {
  const barrel = createRequire(import.meta.url).resolve('antd-mobile/es/index.js');
  const exports = new Map<string, { file: string; imported: string }>();
  for (const [, names = '', from = ''] of readFileSync(barrel, 'utf8').matchAll(
    /export \{([^}]+)\} from '(\.[^']+)'/g,
  )) {
    const file = `antd-mobile/es/${path.posix.join(from)}`;
    for (const name of names.split(',')) {
      const [imported = '', local = imported] = name.trim().split(/\s+as\s+/);
      exports.set(local, { file, imported });
    }
  }
  return exports;
};

/**
 * Imports from the antd-mobile barrel become imports of each component's own module (what
 * babel-plugin-import does for antd). The barrel is marked as having side effects, and a
 * module the first view reaches through it (a Toast it only loads later) was bundled into the
 * first download; with direct imports each component goes where it is used.
 */
export const antdMobileImports = (): Plugin => {
  const exports = barrelExports();
  return {
    name: 'antd-mobile-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('antd-mobile')) return null;
      const program = this.parse(code) as unknown as { body: AstNode[] };
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of program.body) {
        const source = statement.source as { value?: string } | undefined;
        if (statement.type !== 'ImportDeclaration' || source?.value !== 'antd-mobile') continue;
        const specifiers = statement.specifiers as AstNode[];
        if (!specifiers.every((specifier) => specifier.type === 'ImportSpecifier')) continue;
        const imports = ["import 'antd-mobile/es/global';"];
        for (const specifier of specifiers) {
          const imported = (specifier.imported as { name: string }).name;
          const local = (specifier.local as { name: string }).name;
          const target = exports.get(imported);
          if (!target) throw new Error(`antd-mobile has no export ${imported} (${id})`);
          imports.push(`import { ${target.imported} as ${local} } from '${target.file}';`);
        }
        edits.push({ start: statement.start, end: statement.end, text: imports.join(' ') });
      }
      if (edits.length === 0) return null;
      let rewritten = code;
      for (const edit of edits.reverse()) {
        rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
      }
      return { code: rewritten, map: null };
    },
  };
};
