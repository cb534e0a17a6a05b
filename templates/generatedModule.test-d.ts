import { describe, expectTypeOf, it } from 'vitest'
import type { AppKitBindings } from '../runtime/react/types.js'
import type { generatedBindings } from './generatedModule.js'

// templates/ may not import the React layer (test/importRules.test.ts), so the generated module's
// list of names is written out there and held to the bindings type here: a binding added to or
// removed from `AppKitBindings` without the list is a type error of this file.

/** The entries of a tuple that appear again later in it. */
type Repeated<List extends readonly unknown[]> = List extends readonly [infer Head, ...infer Rest]
  ? (Head extends Rest[number] ? Head : never) | Repeated<Rest>
  : never

describe('generatedBindings', () => {
  it('names every binding of AppKitBindings, and nothing else', () => {
    expectTypeOf<(typeof generatedBindings)[number]>().toEqualTypeOf<keyof AppKitBindings>()
  })

  it('names each binding once (a repeated name would export one constant twice)', () => {
    expectTypeOf<Repeated<typeof generatedBindings>>().toEqualTypeOf<never>()
  })
})
