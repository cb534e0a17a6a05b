// The other pages `npm run bench` measures beside the example, built at bench time with esbuild the
// same way (minified ESM, code splitting, production): React's own trivial dialog, and a minimal
// RainbowKit app (connect button, mainnet and one L2). RainbowKit 2.2.11, its newest release, needs
// wagmi 2 while this repository's dev dependencies hold wagmi 3 (npm refuses the two together), so
// its page has a manifest and lockfile of its own (scripts/benchPeers/rainbowkit/), installed by
// the bench with `npm ci` into node_modules/.cache/, out of the root tree and the type check.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const html = (title, css) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${
    css ? '<link rel="stylesheet" href="./main.css">' : ''
  }</head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n`

async function bundle({ contents, resolveDir, outdir, title }) {
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const result = await build({
    stdin: { contents, resolveDir, loader: 'jsx', sourcefile: 'main.jsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outdir,
    entryNames: 'main',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file', '.woff': 'file' },
    metafile: true,
    logLevel: 'error',
  })
  const css = Object.keys(result.metafile.outputs).some((name) => name.endsWith('main.css'))
  writeFileSync(join(outdir, 'index.html'), html(title, css))
  return result
}

// A button that opens a fixed dialog with a title and one button: the floor any modal is held to.
/**
 * React's trivial dialog as an app's root component (a default export): the bench's own React
 * page renders it, and the real apps' baselines put it where the kit was (benchApps.mjs).
 */
export const trivialDialogApp = `import { useState } from 'react'
export default function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Connect</button>
      {open ? (
        <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,.55)' }}>
          <div role="dialog" aria-modal="true" aria-label="Connect Wallet" style={{ width: 360, height: 300, background: '#fff', borderRadius: 16 }}>
            <h2>Connect Wallet</h2>
            <button type="button" onClick={() => setOpen(false)}>Close</button>
          </div>
        </div>
      ) : null}
    </>
  )
}
`

const trivialDialog = `${trivialDialogApp}
import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(<App />)
`

/** Builds React's trivial dialog page into `outdir`; returns esbuild's result (with a metafile). */
export function buildTrivialDialogPage(outdir) {
  return bundle({
    contents: trivialDialog,
    resolveDir: process.cwd(),
    outdir,
    title: 'React dialog',
  })
}

const rainbowKitApp = `
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
const config = getDefaultConfig({
  appName: 'bench',
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [mainnet, base],
  ssr: false,
})
const queryClient = new QueryClient()
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider><ConnectButton /></RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`

/** Installs the RainbowKit page's packages (once per lockfile) and returns their folder. */
function installRainbowKit() {
  const source = 'scripts/benchPeers/rainbowkit'
  const target = resolve('node_modules/.cache/appkit-bench-rainbowkit')
  const lock = readFileSync(join(source, 'package-lock.json'), 'utf8')
  const stamp = join(target, '.installed-lock')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return target
  mkdirSync(target, { recursive: true })
  copyFileSync(join(source, 'package.json'), join(target, 'package.json'))
  copyFileSync(join(source, 'package-lock.json'), join(target, 'package-lock.json'))
  console.log('installing the RainbowKit page (npm ci, from the npm registry) ...')
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: target,
    encoding: 'utf8',
    timeout: 600_000,
  })
  if (npm.status !== 0) {
    const why = `${npm.stderr ?? ''}${npm.error ?? ''}`.trim().split('\n').slice(-3).join(' / ')
    throw new Error(`npm ci of scripts/benchPeers/rainbowkit failed (exit ${npm.status}): ${why}`)
  }
  writeFileSync(stamp, lock)
  return target
}

/**
 * Builds the RainbowKit page into `outdir`: `{ result }`, or `{ reason }` when its packages could
 * not be installed or bundled here (the bench then says why and measures the others).
 */
export async function buildRainbowKitPage(outdir) {
  try {
    const resolveDir = installRainbowKit()
    const versions = Object.fromEntries(
      ['@rainbow-me/rainbowkit', 'wagmi', 'viem', 'react'].map((name) => [
        name,
        JSON.parse(readFileSync(join(resolveDir, 'node_modules', name, 'package.json'), 'utf8'))
          .version,
      ]),
    )
    const result = await bundle({
      contents: rainbowKitApp,
      resolveDir,
      outdir,
      title: 'RainbowKit',
    })
    return { result, versions }
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) }
  }
}
