import type { CaipNetwork } from '../../../../schema/index.js'

/** One row of the network list: the network, its name as shown, and why it cannot be picked. */
export interface NetworkRow {
  network: CaipNetwork
  /** The name without the unavailability mark: the mark must never push the name out of view. */
  name: string
  /** Why the network cannot be picked, as one line to show under its name; else `undefined`. */
  unavailable: string | undefined
}

// `appkit dev` marks a network it cannot serve offline with a suffix of its name,
// ' (unavailable offline in appkit dev)' (cli/dev/toDevConfig.ts): the config has no field for
// it, and the runtime may not import the CLI, so any '(unavailable …)' suffix is the mark.
const unavailableMark = /^(.*\S)\s+\((unavailable\b[^()]*)\)$/i

/**
 * A network's row: its name with the mark split off, and the mark as the reason, capitalised.
 * @example networkRow(devEthereum) // { name: 'Ethereum', unavailable: 'Unavailable offline in appkit dev', ... }
 */
export function networkRow(network: CaipNetwork): NetworkRow {
  const match = unavailableMark.exec(network.name)
  if (!match?.[1] || !match[2]) return { network, name: network.name, unavailable: undefined }
  const reason = match[2].trim()
  return {
    network,
    name: match[1],
    unavailable: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`,
  }
}

/**
 * The rows of a network list: the networks that can be picked first, then the unavailable ones,
 * each group in config order (a user scans for what works; what does not stays listed, last).
 * @example networkRows(config.networks).map((row) => row.name) // ['Localhost', 'Base', 'Ethereum']
 */
export function networkRows(networks: readonly CaipNetwork[]): NetworkRow[] {
  const rows = networks.map(networkRow)
  return [...rows.filter((row) => !row.unavailable), ...rows.filter((row) => row.unavailable)]
}
