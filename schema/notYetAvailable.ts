/**
 * Options the schema accepts but the runtime does not act on yet, by path. `appkit validate` warns
 * when a config sets one, and the config reference marks each as not yet available. The issue that
 * makes an option work removes its entry here, and nothing else.
 */
export const notYetAvailableOptions = [
  'features.legalCheckbox',
  'features.smartSessions',
  'features.collapseWallets',
] as const

export type NotYetAvailableOption = (typeof notYetAvailableOptions)[number]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The not-yet-available options a raw config sets (defaults do not count), in list order.
 * @example
 * findNotYetAvailable({ features: { collapseWallets: true } }) // ['features.collapseWallets']
 */
export function findNotYetAvailable(input: unknown): NotYetAvailableOption[] {
  return notYetAvailableOptions.filter((path) => {
    let node: unknown = input
    for (const key of path.split('.')) {
      if (!isRecord(node) || !Object.hasOwn(node, key)) return false
      node = node[key]
    }
    return node !== undefined
  })
}
