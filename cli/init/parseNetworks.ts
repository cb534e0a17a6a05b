import {
  builtinNetworkAliases,
  builtinNetworkIds,
  didYouMean,
  resolveBuiltinNetworkId,
} from '../../schema/index.js'
import { CliError } from '../CliError.js'

/** The networks a new config lists when the user names none. */
export const defaultInitNetworks = ['mainnet', 'base'] as const

/**
 * Splits a comma-separated list of built-in network ids or aliases and checks each one, so a typo
 * fails here, naming the flag, instead of later as a config error.
 * @example parseNetworks('mainnet, base') // ['mainnet', 'base']
 * @example parseNetworks('basse') // throws: Unknown network 'basse' ... did you mean 'base'?
 */
export function parseNetworks(list: string, source = '--networks'): string[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) {
    throw new CliError(`${source} must name at least one network.`, {
      code: 'INIT_NO_NETWORKS',
      lines: [`For example: ${source} ${defaultInitNetworks.join(',')}`],
    })
  }
  const seen = new Map<string, string>()
  for (const entry of entries) {
    const id = resolveBuiltinNetworkId(entry)
    if (!id) {
      const guess = didYouMean(entry, builtinNetworkIds)
      throw new CliError(
        `Unknown network '${entry}' in ${source}${guess ? `: did you mean '${guess}'?` : '.'}`,
        {
          code: 'INIT_UNKNOWN_NETWORK',
          lines: [
            `Built-in networks: ${Object.keys(builtinNetworkAliases).join(', ')} (or their CAIP ids, e.g. eip155:8453).`,
            'For other chains, add a full network object to the config after init.',
          ],
        },
      )
    }
    const earlier = seen.get(id)
    if (earlier !== undefined) {
      throw new CliError(`${source} names ${id} twice ('${earlier}' and '${entry}').`, {
        code: 'INIT_REPEATED_NETWORK',
      })
    }
    seen.set(id, entry)
  }
  return entries
}
