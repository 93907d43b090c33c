// Writes apps/web/app/styles/theme-variables.css from the theme (see app/styles/theme-variables.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeVariablesCss } from '../app/styles/theme-variables';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/styles/theme-variables.css');
writeFileSync(out, themeVariablesCss());
console.log(`wrote ${out}`);
