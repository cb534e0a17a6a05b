import type { AppKitConfigInput } from './configSchema.js'

/**
 * `T` with every key that `Shape` does not have typed `never`, down through nested options, so a
 * misspelled key (`featurs`) is a type error where it is written. Arrays are left as they are:
 * their entries are checked by the constraint.
 */
export type ExactConfig<T, Shape> = T extends readonly unknown[]
  ? T
  : T extends object
    ? {
        [K in keyof T]: K extends keyof NonNullable<Shape>
          ? ExactConfig<T[K], NonNullable<Shape>[K]>
          : never
      }
    : T

/**
 * Types `appkit.config.ts` for the editor: unknown keys are type errors, as they are errors for
 * `appkit validate`. Validation happens in the CLI, so this is the identity function.
 * @example
 * export default defineConfig({ projectId: '…', metadata: { … }, networks: ['mainnet', 'base'] })
 */
export function defineConfig<const T extends AppKitConfigInput>(
  config: T & ExactConfig<T, AppKitConfigInput>,
): T {
  return config
}
