import type { NameRegistry } from '../../sandbox/names/createNameRegistry.js'

/**
 * The report's line on names: that `<name>.reown.id` names register on the stand-in, and which dev
 * accounts have one. A name counts for an account only when its record lists the account's
 * address, so a reverse entry that names someone else's record is not reported as its name.
 * @example
 * devNamesLine(sandbox.chains[0].accounts, sandbox.names)
 * // 'Names: <name>.reown.id registers on the stand-in Blockchain API; dev account 1 has sandbox-friend.reown.id, the other dev accounts none'
 */
export function devNamesLine(
  accounts: readonly { address: string }[],
  names: Pick<NameRegistry, 'reverse'>,
): string {
  const named = accounts.flatMap((account, index) => {
    const address = account.address.toLowerCase()
    const own = names
      .reverse(address)
      .filter((record) =>
        Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === address),
      )
      .map((record) => record.name)
    return own.length > 0 ? [`dev account ${index} has ${own.join(' and ')}`] : []
  })
  const which =
    named.length === 0
      ? 'no dev account has one yet'
      : `${named.join(', ')}, the other dev accounts none`
  return `Names: <name>.reown.id registers on the stand-in Blockchain API; ${which}`
}
