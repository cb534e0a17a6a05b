// Builds the example app for production as a static site in dist/example/ (what `npm run bench`
// measures): esbuild, minified, code-split, with the production generated module.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = 'templates/example'
const outdir = 'dist/example'

/** Maps `appkit/*` to this repository's sources, as an installed package would resolve. */
const selfReference = {
  name: 'appkit-self',
  setup(pluginBuild) {
    const entries = {
      appkit: 'runtime/core/index.ts',
      'appkit/react': 'runtime/react/index.ts',
      'appkit/config': 'schema/index.ts',
      'appkit/solana': 'runtime/core/adapters/solana/index.ts',
      'appkit/bitcoin': 'runtime/core/adapters/bip122/index.ts',
    }
    pluginBuild.onResolve({ filter: /^appkit(\/react|\/config|\/solana|\/bitcoin)?$/ }, (args) => ({
      path: join(process.cwd(), entries[args.path]),
    }))
  },
}

export async function buildExample({ entry = 'src/main.tsx', out = outdir } = {}) {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const result = await build({
    entryPoints: { main: join(root, entry) },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [selfReference],
  })
  const html = readFileSync(join(root, 'index.html'), 'utf8').replace(
    /<script type="module" src="\/src\/main\.tsx"><\/script>/,
    '<script type="module" src="./main.js"></script>',
  )
  writeFileSync(join(out, 'index.html'), html)
  copyFileSync(join(root, 'app.css'), join(out, 'app.css'))
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  await buildExample()
  console.log(`built ${outdir}/ in ${Math.round(performance.now() - started)} ms`)
}
