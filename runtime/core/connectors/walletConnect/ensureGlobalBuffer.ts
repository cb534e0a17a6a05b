import { BaseError, retryableImport } from '../../kernel.js'

const importBuffer = retryableImport(() => import('buffer'))

/**
 * Gives the page a global `Buffer` when it has none, before a one-click authentication.
 * `@walletconnect/utils` 2.21.8 (the last Apache-2.0 release, see the README's licenses) encodes and
 * decodes the sign-in's ReCap with the free identifier `Buffer`, which Node has and browsers do not:
 * without one the pairing fails before a URI exists. The class comes from the `buffer` package
 * (the one web3.js bundles too), loaded only on this path; a page's own `Buffer` is left alone.
 * @example if (authenticate) await ensureGlobalBuffer()
 */
export async function ensureGlobalBuffer(): Promise<void> {
  const scope = globalThis as { Buffer?: unknown }
  if (scope.Buffer !== undefined) return
  // A CommonJS package: bundlers hand its exports as named ones (Vite) or as `default` (esbuild).
  const loaded = (await importBuffer()) as { Buffer?: unknown; default?: { Buffer?: unknown } }
  const Buffer = loaded.Buffer ?? loaded.default?.Buffer
  // A broken build, not the relay: FAILED_TO_CONNECT, so no background retry waits on it.
  if (typeof Buffer !== 'function') {
    throw new BaseError('Failed to connect', {
      code: 'FAILED_TO_CONNECT',
      details: 'The buffer package exported no Buffer class: one-click sign-in cannot start.',
    })
  }
  scope.Buffer ??= Buffer
}
