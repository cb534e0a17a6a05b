import { z } from 'zod'
import { configSchema } from './configSchema.js'

/** The config schema as JSON Schema (draft 2020-12), so editors autocomplete `appkit.config.ts`. */
export function toJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' })
  return {
    ...schema,
    title: 'appkit.config',
    description: 'Configuration of the appkit wallet modal (appkit.config.ts).',
  }
}
