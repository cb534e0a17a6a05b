import type { z } from 'zod'

export type AnySchema = z.core.$ZodType

/** Steps through wrappers (optional, default, pipe, ...) to the schema that does the work. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def as { innerType?: AnySchema; in?: AnySchema; type: string }
    if (def.innerType) current = def.innerType
    else if (def.type === 'pipe' && def.in) current = def.in
    else break
  }
  return current
}

/**
 * The options of an object schema, or of a union's object option (the one whose keys an input
 * can be misspelling); `undefined` for anything else.
 */
export function objectShape(schema: AnySchema): Record<string, AnySchema> | undefined {
  let target = unwrap(schema)
  if (target._zod.def.type === 'union') {
    const options = (target._zod.def as unknown as { options: AnySchema[] }).options
    target = unwrap(options.find((option) => unwrap(option)._zod.def.type === 'object') ?? target)
  }
  return (target._zod.def as { shape?: Record<string, AnySchema> }).shape
}

function child(schema: AnySchema, segment: PropertyKey, value: unknown): AnySchema | undefined {
  const inner = unwrap(schema)
  const def = inner._zod.def as {
    type: string
    shape?: Record<string, AnySchema>
    element?: AnySchema
    valueType?: AnySchema
    options?: AnySchema[]
  }
  if (def.type === 'object') return def.shape?.[String(segment)]
  if (def.type === 'array') return def.element
  if (def.type === 'record') return def.valueType
  if (def.type === 'union' && def.options) {
    // The object option is the one whose keys the input can be misspelling.
    const objectOption = def.options.find((option) => unwrap(option)._zod.def.type === 'object')
    return objectOption && typeof value === 'object'
      ? child(objectOption, segment, value)
      : undefined
  }
  return undefined
}

/** The option names a config object may have at `path`, for "did you mean" hints. */
export function keysAt(schema: AnySchema, path: readonly PropertyKey[], input: unknown): string[] {
  let current: AnySchema | undefined = schema
  let value = input
  for (const segment of path) {
    if (!current) return []
    current = child(current, segment, value)
    value =
      value && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[segment]
        : undefined
  }
  const shape = current ? objectShape(current) : undefined
  if (shape) return Object.keys(shape)
  return current ? recordKeys(current) : []
}

/** The keys a record of fixed keys (`z.partialRecord(z.enum([...]), ...)`) may have. */
function recordKeys(schema: AnySchema): string[] {
  const def = unwrap(schema)._zod.def as { type: string; keyType?: AnySchema }
  if (def.type !== 'record' || !def.keyType) return []
  const entries = (unwrap(def.keyType)._zod.def as { entries?: Record<string, string> }).entries
  return entries ? Object.values(entries) : []
}
