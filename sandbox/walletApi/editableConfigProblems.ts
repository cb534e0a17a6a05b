import { remoteFeatureIds } from './WalletApiFixture.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const knownIds: readonly string[] = remoteFeatureIds

function entryProblem(entry: unknown, index: number): string | undefined {
  const where = `features[${index}]`
  if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.isEnabled !== 'boolean') {
    return `${where} is not { "id": string, "isEnabled": boolean, "config": null or a list }`
  }
  const { config } = entry
  const list = Array.isArray(config) && config.every((item) => typeof item === 'string')
  if (config !== null && config !== undefined && !list) {
    return `${where}.config is neither null nor a list of names`
  }
  // The likeliest slip: the schema's camelCase name (`multiWallet`) for the service's id.
  if (!knownIds.includes(entry.id)) {
    return `${where}.id ${JSON.stringify(entry.id)} is not a feature id (${knownIds.join(', ')})`
  }
  return undefined
}

/**
 * What is wrong with an edited remote config file, as the kit would read it: no `features` list,
 * an entry of the wrong shape, or an id the service does not use. Empty when it is fine.
 * @example remoteConfigProblems({ features: [{ id: 'multiWallet', isEnabled: true, config: null }] })
 * // ['features[0].id "multiWallet" is not a feature id (email, socials, ...)']
 */
export function remoteConfigProblems(value: unknown): string[] {
  if (!isRecord(value) || !Array.isArray(value.features)) return ['it has no "features" list']
  return value.features.flatMap((entry, index) => entryProblem(entry, index) ?? [])
}

/**
 * What is wrong with an edited analytics config file: it must be `{ "isAnalyticsEnabled": boolean }`.
 * @example analyticsConfigProblems({ isAnalyticsEnabled: 'yes' }) // ['"isAnalyticsEnabled" is not true or false']
 */
export function analyticsConfigProblems(value: unknown): string[] {
  if (isRecord(value) && typeof value.isAnalyticsEnabled === 'boolean') return []
  return ['"isAnalyticsEnabled" is not true or false']
}
