// Builds the package: esbuild for the JavaScript of each entry, tsc for the declarations.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const started = performance.now()
// `--no-types` (used by `npm start` and the test setup) rebuilds only the JavaScript: the CLI is
// ready in a second, and declarations from the last full build stay where they are.
const withTypes = !process.argv.includes('--no-types')
if (withTypes) rmSync('dist', { recursive: true, force: true })

// Each bundled locale (`runtime/react/locales/<code>.ts`) is an entry of its own,
// `appkit/locales/<code>`: only an app that names it in its config imports it.
const localeEntries = Object.fromEntries(
  readdirSync('runtime/react/locales')
    .filter((name) => /^[a-z]{2}\.ts$/.test(name))
    .map((name) => [`runtime/react/locales/${name.slice(0, -3)}`, `runtime/react/locales/${name}`]),
)

await build({
  entryPoints: {
    ...localeEntries,
    'cli/index': 'cli/index.ts',
    'schema/index': 'schema/index.ts',
    'runtime/core/index': 'runtime/core/index.ts',
    'runtime/react/index': 'runtime/react/index.ts',
    'runtime/core/adapters/solana/index': 'runtime/core/adapters/solana/index.ts',
    'runtime/core/adapters/bip122/index': 'runtime/core/adapters/bip122/index.ts',
    'runtime/wagmi/index': 'runtime/wagmi/index.ts',
    'runtime/siwxServer/index': 'runtime/siwxServer/index.ts',
    'testing/index': 'testing/index.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
})

// The entries React apps render from are client code: with the directive, a server component of a
// React Server Components app (Next.js App Router) may import them and render what they export
// in the browser. Only these files carry it: the chunks they share with server-side entries
// (appkit/siwx-server, the CLI) must stay usable on a server.
for (const clientEntry of ['dist/runtime/react/index.js', 'dist/runtime/wagmi/index.js']) {
  const code = readFileSync(clientEntry, 'utf8')
  if (code.startsWith("'use client'")) continue
  writeFileSync(clientEntry, `'use client'\n${code}`)
  // The source map's lines move down by one with the code: an empty first line in its mappings.
  const map = JSON.parse(readFileSync(`${clientEntry}.map`, 'utf8'))
  writeFileSync(`${clientEntry}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
}

if (withTypes) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
    stdio: 'inherit',
  })
}
console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`)
