import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { SolanaPackagesMissingError } from '../../sandbox/solana/SolanaStartError.js'
import { sandboxSolanaCaipNetworkId } from '../../sandbox/solana/sandboxSolanaNetwork.js'
import { runDev } from './runDev.js'

// The Solana sandbox's optional packages, as a project that did not install them sees them.
vi.mock('../../sandbox/solana/loadSolanaPackages.js', () => ({
  loadSolanaPackages: async () => {
    throw new SolanaPackagesMissingError(
      'the Solana sandbox needs litesvm, @solana/spl-token: npm install -D litesvm@1.5.0 @solana/spl-token@0.4.15',
    )
  },
}))

const mixedApp = fileURLToPath(new URL('../../templates/example/', import.meta.url))

describe('appkit dev without the Solana sandbox packages', () => {
  it('runs the rest of the sandbox, leaves Solana Localnet out and says what to install', async () => {
    const session = await runDev({ cwd: mixedApp, injectDevWallet: false, exclusive: false })
    try {
      expect(session.sandbox.solana).toBeUndefined()
      expect(session.sandbox.chains.length).toBeGreaterThan(0)
      const notes = session.notes.join('\n')
      expect(notes).toContain('npm install -D litesvm@1.5.0 @solana/spl-token@0.4.15')
      expect(notes).toContain('Solana Localnet is left out')
      expect(notes).not.toContain(`added network ${sandboxSolanaCaipNetworkId}`)
    } finally {
      await session.stop()
    }
  }, 60_000)
})
