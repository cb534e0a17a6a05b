import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ChainStartError } from './ChainStartError.js'

const installHint = 'anvil not found: install the npm package @foundry-rs/anvil'

/** anvil is not installed (or not at the path given): the one thing the user has to install. */
export class AnvilNotFoundError extends ChainStartError {
  override name = 'AnvilNotFoundError'
}

/** Where the user may point at an anvil of their own (a Foundry install, say). */
export const anvilPathVariable = 'APPKIT_ANVIL'

/**
 * The path of the native anvil binary that `@foundry-rs/anvil` ships in its per-platform package,
 * or the one `APPKIT_ANVIL` names.
 * The binary is spawned directly, not through `node_modules/.bin/anvil`: that wrapper is a second
 * node process which forwards only SIGINT/SIGTERM, so killing it any other way orphans anvil.
 * @example
 * spawn(resolveAnvil(), ['--port', '8545'])
 */
export function resolveAnvil(
  explicitPath: string | undefined = process.env[anvilPathVariable] || undefined,
): string {
  if (explicitPath !== undefined) {
    if (existsSync(explicitPath)) return explicitPath
    throw new AnvilNotFoundError(installHint, { details: `no file at ${explicitPath}` })
  }
  // Resolved from this file, so it works from the source tree, from dist/ and from an installed copy.
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const path = require.resolve(`${platformPackage}/bin/${binary}`)
    if (existsSync(path)) return path
  } catch {
    // Falls through to the same error: the wrapper package alone cannot run anything either.
  }
  throw new AnvilNotFoundError(installHint, {
    details: `${platformPackage} (its binary for ${process.platform}/${process.arch}) is not installed`,
  })
}
