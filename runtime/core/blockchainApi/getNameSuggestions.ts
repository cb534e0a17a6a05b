import type { AppKit } from '../AppKit.js'
import { checkNameLabel, nameZone } from '../names/nameRules.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

/** A name offered for registration, and whether someone holds it already. */
export interface NameSuggestion {
  /** A full name in the zone, `alice1.reown.id`, whose label passes `checkNameLabel`. */
  name: string
  registered: boolean
}

// One path segment: no dot (so never '.' or '..'), slash or space.
const labelPattern = /^[^\s./]+$/u
const maxLabelLength = 64
// The service offers a few names; more is not an answer to show.
const maxSuggestions = 50
const zoneSuffix = `.${nameZone}`

function parseSuggestion(value: unknown): NameSuggestion | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.registered !== 'boolean') {
    return undefined
  }
  // Only names the kit could register itself: in the zone, the label by the kit's own grammar.
  const { name } = value
  if (!name.endsWith(zoneSuffix)) return undefined
  const label = checkNameLabel(name.slice(0, -zoneSuffix.length))
  return label.ok && `${label.label}${zoneSuffix}` === name
    ? { name, registered: value.registered }
    : undefined
}

/**
 * Names in the `reown.id` zone like the typed label
 * (`GET /v1/profile/suggestions/{label}?zone=reown.id`), each with whether it is taken. Entries
 * that are malformed, outside the zone or against the label grammar, and repeats, are left out.
 * The label is sent lower case; one that cannot be a path segment (a dot, a slash, a space) gives
 * `[]` without a request. Not cached: whether a name is free changes. A failure is an `ApiError`.
 * @example
 * await getNameSuggestions(appKit, 'alice')
 * // [{ name: 'alice.reown.id', registered: true }, { name: 'alice1.reown.id', registered: false }]
 */
export async function getNameSuggestions(
  appKit: AppKit,
  label: string,
  options: BlockchainApiOptions = {},
): Promise<NameSuggestion[]> {
  const typed = label.trim().toLowerCase()
  if (typed.length > maxLabelLength || !labelPattern.test(typed)) return []
  const path = `/v1/profile/suggestions/${encodeURIComponent(typed)}`
  const body = await fetchBlockchainApi(
    appKit,
    path,
    { zone: nameZone },
    { ...options, what: 'failed to get name suggestions' },
  )
  if (!isRecord(body) || !Array.isArray(body.suggestions)) {
    throw invalidResponse(appKit, path, 'The suggestions are not of the shape { suggestions }.')
  }
  const suggestions: NameSuggestion[] = []
  for (const entry of body.suggestions.slice(0, maxSuggestions)) {
    const suggestion = parseSuggestion(entry)
    if (suggestion && !suggestions.some((known) => known.name === suggestion.name)) {
      suggestions.push(suggestion)
    }
  }
  return suggestions
}
