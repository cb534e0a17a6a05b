import { didYouMean } from './didYouMean.js'
import { type AnySchema, keysAt } from './keysAt.js'
import { notYetAvailableOptions } from './notYetAvailable.js'
import { optionPaths } from './optionPaths.js'
import { findReownOption } from './reownAppKitOptions.js'

type PathSegment = PropertyKey

// More places than this and the name is too common (`enabled`, `name`) to point anywhere.
const maxPlaces = 2

function place(path: string, from: string): string {
  const notYet = (notYetAvailableOptions as readonly string[]).includes(path)
  // A nested key that belongs at the top level (`features.networks`): say where that is.
  const topLevel = from !== '' && !path.includes('.')
  return `${path}${topLevel ? ' (top level)' : ''}${notYet ? ' (not yet available)' : ''}`
}

function places(paths: readonly string[], from: string): string {
  const shown = paths.map((path) => place(path, from))
  if (shown.length <= 2) return shown.join(' or ')
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
}

/**
 * Why `key` is not an option of the object at `parent`, and what to write instead: a Reown
 * AppKit name's equivalent (or why there is none), the path where an option of that name lives
 * (`themeMode` belongs at `theme.themeMode`), else a near name for a typo.
 * @example unknownKeyMessage(configSchema, [], 'themeMode', config)
 * // 'is not a top-level option; it belongs at theme.themeMode'
 */
export function unknownKeyMessage(
  schema: AnySchema,
  parent: readonly PathSegment[],
  key: string,
  input: unknown,
): string {
  // Table entries and moved options are for objects reached through objects only: inside a list
  // entry (networks[0]) another path of the schema is not what the author meant.
  const throughObjects = parent.every((segment) => typeof segment === 'string')
  const at = throughObjects ? parent.join('.') : undefined
  const reown = at === undefined ? undefined : findReownOption(at, key)
  if (reown && 'unsupported' in reown) {
    return `is Reown AppKit's option, not supported here: ${reown.unsupported}`
  }
  if (reown) {
    const note = reown.note ? `; ${reown.note}` : ''
    const moved = reown.ours.length === 1 && reown.ours[0]?.endsWith(`.${key}`)
    return moved
      ? `${where(at ?? '')}; it belongs at ${places(reown.ours, at ?? '')}${note}`
      : `is Reown AppKit's name for ${places(reown.ours, at ?? '')}${note}`
  }
  const elsewhere = at === undefined ? [] : optionPaths(schema, key)
  if (elsewhere.length > 0 && elsewhere.length <= maxPlaces) {
    return `${where(at ?? '')}; it belongs at ${places(elsewhere, at ?? '')}`
  }
  const hint = didYouMean(key, keysAt(schema, parent, input))
  return `is not a known option${hint ? `; did you mean "${hint}"?` : ''}`
}

function where(at: string): string {
  return at ? `is not an option of ${at}` : 'is not a top-level option'
}
