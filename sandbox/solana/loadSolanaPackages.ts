import { SolanaPackagesMissingError } from './SolanaStartError.js'

/** The packages the Solana sandbox runs on, loaded on demand. */
export interface SolanaPackages {
  litesvm: typeof import('litesvm')
  web3: typeof import('@solana/web3.js')
  splToken: typeof import('@solana/spl-token')
}

/** What to run when they are missing: the versions the sandbox is tested with. */
export const solanaInstallCommand =
  'npm install -D litesvm@1.5.0 @solana/web3.js@^1.98 @solana/spl-token@0.4.15'

function isNotFound(error: unknown, name: string): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    String((error as Error).message).includes(name)
  )
}

async function load<T>(name: string, importer: () => Promise<T>): Promise<T | undefined> {
  try {
    return await importer()
  } catch (error) {
    if (isNotFound(error, name)) return undefined
    throw error
  }
}

/**
 * Imports `litesvm`, `@solana/web3.js` and `@solana/spl-token`, optional peer dependencies that
 * only the Solana sandbox needs; when any is missing, throws one line saying what to install.
 * @example const { litesvm, web3, splToken } = await loadSolanaPackages()
 */
export async function loadSolanaPackages(): Promise<SolanaPackages> {
  const [litesvm, web3, splToken] = await Promise.all([
    load('litesvm', () => import('litesvm')),
    load('@solana/web3.js', () => import('@solana/web3.js')),
    load('@solana/spl-token', () => import('@solana/spl-token')),
  ])
  if (litesvm && web3 && splToken) return { litesvm, web3, splToken }
  const missing = [
    litesvm ? undefined : 'litesvm',
    web3 ? undefined : '@solana/web3.js',
    splToken ? undefined : '@solana/spl-token',
  ].filter((name) => name !== undefined)
  throw new SolanaPackagesMissingError(
    `the Solana sandbox needs ${missing.join(', ')}: ${solanaInstallCommand}`,
  )
}
