import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BuildOptions, build, buildSync } from 'esbuild'
import type { DevWalletOptions } from './DevWalletOptions.js'

const globalName = '__appkitSandboxWallet'
let bundle: Promise<string> | undefined

function entryPoint(): string {
  // Next to this file when run from source; from a bundle (dist/cli/...), the source found by
  // walking up to the package root.
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'devWallet.ts'), join(here, 'devWallet.js')]
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    candidates.push(join(dir, 'sandbox', 'devWallet', 'devWallet.ts'))
  }
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  throw new Error('The dev wallet source (sandbox/devWallet/devWallet.ts) is missing.')
}

function bundleOptions(): BuildOptions & { write: false } {
  return {
    entryPoints: [entryPoint()],
    bundle: true,
    write: false,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }
}

async function bundleDevWallet(): Promise<string> {
  const file = (await build(bundleOptions())).outputFiles[0]
  if (!file) throw new Error('esbuild produced no dev wallet bundle')
  return file.text
}

let bundledSync: string | undefined

/** The same bundle, built synchronously once per process (for `sandboxWallet()`). */
function bundleDevWalletSync(): string {
  if (bundledSync === undefined) {
    const file = buildSync(bundleOptions()).outputFiles[0]
    if (!file) throw new Error('esbuild produced no dev wallet bundle')
    bundledSync = file.text
  }
  return bundledSync
}

function wrap(code: string, options: DevWalletOptions): string {
  // `<` escaped so the options cannot close a <script> element the text is inlined into.
  const json = JSON.stringify(options).replace(/</g, '\\u003c')
  // Installed once per window, even when a page both inlines the script and gets it injected.
  // `window.__appkitSandboxWalletControl` lets a test approve, reject, switch accounts, read.
  return `(function(){if(window.${globalName}Installed)return;window.${globalName}Installed=true;\n${code}\nwindow.${globalName}Control=${globalName}.devWallet(${json}).provider.control;})();\n`
}

/**
 * `buildDevWalletScript`, synchronously: what `page.addInitScript` can take without an `await`.
 * @example await page.addInitScript({ content: buildDevWalletScriptSync(options) })
 */
export function buildDevWalletScriptSync(options: DevWalletOptions): string {
  return wrap(bundleDevWalletSync(), options)
}

/**
 * The dev wallet as one self-contained script (an IIFE, viem included) that installs it with these
 * options: run it with `page.addInitScript`, or put it in a `<script>` of a dev page. Built on
 * demand with esbuild (the bundle is cached per process), so nothing of the wallet can end up in
 * an app's production bundle.
 * @example
 * await page.addInitScript(await buildDevWalletScript({ privateKey, chains: { 31337: rpcUrl }, autoApprove: true }))
 */
export async function buildDevWalletScript(options: DevWalletOptions): Promise<string> {
  bundle ??= bundleDevWallet()
  const code = await bundle.catch((error: unknown) => {
    bundle = undefined
    throw error
  })
  return wrap(code, options)
}
