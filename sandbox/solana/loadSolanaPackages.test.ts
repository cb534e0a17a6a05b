import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { loadSolanaPackages } from './loadSolanaPackages.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Node resolving `hidden` as not installed, the way it does on a machine without them. */
const hideHooks = (hidden: readonly string[]) => `
const hidden = ${JSON.stringify(hidden)}
export async function resolve(specifier, context, next) {
  if (hidden.includes(specifier)) {
    const error = new Error("Cannot find package '" + specifier + "' imported from " + context.parentURL)
    error.code = 'ERR_MODULE_NOT_FOUND'
    throw error
  }
  return next(specifier, context)
}`

/** Runs loadSolanaPackages in a fresh Node with `hidden` uninstalled; prints what it threw. */
async function loadWithout(hidden: readonly string[]): Promise<string> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./loadSolanaPackages.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  })
  const code = `${bundle.outputFiles[0]?.text}
loadSolanaPackages().then(() => console.log('loaded'), (error) => console.log(error.name + ': ' + error.message))`
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hideHooks(hidden))}`)})`
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        code,
      ],
      // Evaluated from the repository root, so the packages not hidden resolve as usual.
      { cwd: root, timeout: 20_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim()),
    )
  })
}

describe('loadSolanaPackages', () => {
  it('loads litesvm, web3.js and spl-token', async () => {
    const { litesvm, web3, splToken } = await loadSolanaPackages()
    expect(typeof litesvm.LiteSVM).toBe('function')
    expect(typeof web3.Connection).toBe('function')
    expect(typeof splToken.createTransferCheckedInstruction).toBe('function')
  })

  it('names what is missing and the command that installs it, in one line', async () => {
    expect(await loadWithout([])).toBe('loaded')
    expect(await loadWithout(['litesvm', '@solana/spl-token'])).toBe(
      'SolanaPackagesMissingError: the Solana sandbox needs litesvm, @solana/spl-token: npm install -D litesvm@1.5.0 @solana/web3.js@^1.98 @solana/spl-token@0.4.15',
    )
  })
})
