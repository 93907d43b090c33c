import type { ESLint } from 'eslint';

export interface TableOwners {
  exempt: Record<string, string>;
  tables: Record<string, { sql: string; owners: string[] }>;
}
export const TABLE_OWNERS: TableOwners;
export function moduleOf(filename: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
