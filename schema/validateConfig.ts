import { type AppKitConfig, configSchema } from './configSchema.js'
import { type ConfigIssue, formatIssues } from './formatIssues.js'

export type ValidateConfigResult =
  | { ok: true; config: AppKitConfig; issues: [] }
  | { ok: false; issues: ConfigIssue[] }

/**
 * Checks a config object against the schema without throwing.
 * @example
 * const result = validateConfig(await import('./appkit.config.ts').then((m) => m.default))
 * if (!result.ok) console.log(result.issues)
 */
export function validateConfig(input: unknown): ValidateConfigResult {
  const parsed = configSchema.safeParse(input)
  if (parsed.success) return { ok: true, config: parsed.data, issues: [] }
  return { ok: false, issues: formatIssues(parsed.error.issues, input, configSchema) }
}
