import type { ConfigWarning } from '../validate.js'

/** What `appkit dev` runs in place of the config's own services. */
export interface DevServices {
  /** The origin of the sandbox's stand-in secure site, when it runs one. */
  secureSite?: string | undefined
}

/**
 * The config's warnings (as `appkit validate` gives them) that still hold under `appkit dev`, one
 * `path: message` line each. The sandbox's stand-in secure site makes email login work in dev, so
 * the warning that no `services.secureSite` is set would be false there; `appkit validate` and
 * `appkit doctor` still give it, as production has no stand-in.
 * @example devWarnings(validation.warnings, { secureSite: sandbox.secureSite?.origin })
 */
export function devWarnings(warnings: readonly ConfigWarning[], services: DevServices): string[] {
  return warnings
    .filter(
      (warning) =>
        !(services.secureSite && ['features.email', 'features.socials'].includes(warning.path)),
    )
    .map((warning) => `${warning.path}: ${warning.message}`)
}
