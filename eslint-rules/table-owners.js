import { readFileSync } from 'node:fs';

/**
 * platform/table-owners (decision 0027): a server module writes only the tables it owns.
 * Reports `.insert(t)`, `.update(t)`, `.delete(t)` where `t` is a table imported from db/schema,
 * and raw SQL `insert into t`, `update t`, `delete from t` in any string or template literal,
 * when the file's module is not among the table's owners (apps/server/src/db/table-owners.json).
 * apps/server/src/db/table-owners.test.ts runs this rule over every server file.
 */

export const TABLE_OWNERS = JSON.parse(readFileSync(new URL('../apps/server/src/db/table-owners.json', import.meta.url), 'utf8'));

const bySqlName = new Map(Object.entries(TABLE_OWNERS.tables).map(([name, table]) => [table.sql, { name, ...table }]));
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITES = new Set(['insert', 'update', 'delete']);

/** The module a server file belongs to: the folder under modules/, else the folder under src/; null outside the server. */
export function moduleOf(filename) {
  const path = filename.replaceAll('\\', '/');
  const at = path.lastIndexOf('apps/server/src/');
  if (at < 0) return null;
  const rest = path.slice(at + 'apps/server/src/'.length);
  if (Object.keys(TABLE_OWNERS.exempt).some((prefix) => path.slice(at).startsWith(prefix))) return null;
  const parts = rest.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts.length > 1 ? parts[0] : '(root)';
}

const tableNamed = (name) => (Object.hasOwn(TABLE_OWNERS.tables, name) ? { name, ...TABLE_OWNERS.tables[name] } : undefined);

const isSchemaSource = (source) => typeof source === 'string' && /(^|\/)db\/schema(\.ts|\.js)?$/.test(source);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A module writes only the tables it owns (decision 0027)' },
    schema: [],
    messages: {
      foreign: "Table '{{table}}' is owned by {{owners}}: write it through that module's commands, not from '{{module}}' (decision 0027).",
    },
  },
  create(context) {
    const module = moduleOf(context.filename);
    if (module === null) return {};
    /** local name -> table identifier, for tables imported from db/schema (renames included) */
    const tableOf = new Map();
    const namespaces = new Set();

    const check = (node, table) => {
      if (!table || table.owners.includes(module)) return;
      context.report({ node, messageId: 'foreign', data: { table: table.name, owners: table.owners.join(', '), module } });
    };
    const checkText = (node, text) => {
      for (const match of text.matchAll(RAW_WRITE)) check(node, bySqlName.get(match[2].toLowerCase()));
    };

    return {
      ImportDeclaration(node) {
        if (!isSchemaSource(node.source.value)) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
          else if (spec.type === 'ImportSpecifier') tableOf.set(spec.local.name, spec.imported.name ?? spec.imported.value);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        let name = null;
        if (arg?.type === 'Identifier' && tableOf.has(arg.name)) name = tableOf.get(arg.name);
        else if (arg?.type === 'MemberExpression' && arg.object.type === 'Identifier' && namespaces.has(arg.object.name) && arg.property.type === 'Identifier')
          name = arg.property.name;
        if (name !== null) check(node, tableNamed(name));
      },
      TemplateLiteral(node) {
        const texts = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
        checkText(node, texts.join(' '));
        // sql`update ${projects} set ...`: the table comes in as an interpolated drizzle table.
        node.expressions.forEach((expression, i) => {
          if (expression.type === 'Identifier' && tableOf.has(expression.name) && /\b(insert\s+into|update|delete\s+from)\s*$/i.test(texts[i])) {
            check(node, tableNamed(tableOf.get(expression.name)));
          }
        });
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
    };
  },
};

export default { meta: { name: 'platform' }, rules: { 'table-owners': rule } };
