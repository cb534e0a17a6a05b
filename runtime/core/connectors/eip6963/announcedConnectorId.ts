const prefix = 'eip6963:'

/**
 * The connector id of an EIP-6963 wallet: `eip6963:<rdns>:<uuid>`. The uuid tells two providers
 * that claim one rdns apart; it changes on every page load, the rdns does not.
 * @example announcedConnectorId('io.metamask', '350670db-...') // 'eip6963:io.metamask:350670db-...'
 */
export function announcedConnectorId(rdns: string, uuid: string): string {
  return `${prefix}${rdns}:${uuid}`
}

/**
 * The rdns inside an EIP-6963 connector id, or `undefined` for other ids. Unambiguous because an
 * accepted rdns never contains ':'.
 * @example rdnsOfConnectorId('eip6963:io.metamask:350670db-...') // 'io.metamask'
 */
export function rdnsOfConnectorId(id: string): string | undefined {
  if (!id.startsWith(prefix)) return undefined
  const rdns = id.slice(prefix.length).split(':')[0]
  return rdns || undefined
}
