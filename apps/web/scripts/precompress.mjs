// After `react-router build`: writes file.br and file.gz next to every compressible client file
// (brotli at its best quality, gzip 9), once per build, so the server neither compresses per
// request nor at start-up (apps/server/src/ssr/static-files.ts reads them).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest|html)$/;
let count = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const body = readFileSync(full);
      if (body.length < 1024) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
}
walk(root);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
