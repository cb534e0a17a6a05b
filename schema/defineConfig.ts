import type { AppKitConfigInput } from './configSchema.js'

/**
 * Types `appkit.config.ts` for the editor. Validation happens in the CLI (`appkit validate`),
 * so this is the identity function.
 * @example
 * export default defineConfig({ projectId: '…', metadata: { … }, networks: ['mainnet', 'base'] })
 */
export function defineConfig<const T extends AppKitConfigInput>(config: T): T {
  return config
}
