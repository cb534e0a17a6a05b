import { join } from 'node:path'
import { answerWalletApi, type WalletApiAnswer } from './answerWalletApi.js'
import { createEditableJsonFile, type EditableJsonFile } from './createEditableJsonFile.js'
import { devAnalyticsConfig, devRemoteConfig } from './devConfigDefaults.js'
import { analyticsConfigProblems, remoteConfigProblems } from './editableConfigProblems.js'
import type { RemoteFeature, RemoteFeatureId, WalletApiFixture } from './WalletApiFixture.js'

/** The routes a developer (or a test) can change while the stand-in runs. */
export type EditableRoute = '/appkit/v1/config' | '/getAnalyticsConfig'

/** Where the editable answers live under `appkit dev`. */
export interface WalletApiConfigFiles {
  /** `.appkit/remote-config.json`: what `/appkit/v1/config` answers, `{ "features": [...] }`. */
  remoteConfig: string
  /** `.appkit/analytics-config.json`: what `/getAnalyticsConfig` answers, `{ "isAnalyticsEnabled": true }`. */
  analyticsConfig: string
}

/** A change to one remote feature; `config` (its provider list) is kept when left out. */
export interface RemoteFeatureChange {
  isEnabled: boolean
  config?: string[] | null
}

export interface EditableAnswers {
  /** The files, or `undefined` when the answers are kept in memory (in the fixture). */
  configFiles: WalletApiConfigFiles | undefined
  answer(route: EditableRoute): Promise<WalletApiAnswer>
  setRemoteConfig(config: { features: RemoteFeature[] }): Promise<void>
  setRemoteFeature(id: RemoteFeatureId, change: RemoteFeatureChange): Promise<void>
  setAnalyticsEnabled(enabled: boolean): Promise<void>
}

export interface EditableAnswersOptions {
  /** The folder of the two files (`appkit dev`: the project's `.appkit/`); absent: in memory. */
  configDir?: string | undefined
  /** Told once per problem with a file, naming it. */
  onWarning?: ((text: string) => void) | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// `features` with one entry changed, or added at the end when it is not listed.
function withRemoteFeature(
  features: readonly unknown[],
  id: RemoteFeatureId,
  change: RemoteFeatureChange,
): unknown[] {
  const listed = features.some((entry) => isRecord(entry) && entry.id === id)
  const changed = features.map((entry) =>
    isRecord(entry) && entry.id === id
      ? { ...entry, isEnabled: change.isEnabled, config: change.config ?? entry.config ?? null }
      : entry,
  )
  return listed
    ? changed
    : [...changed, { id, isEnabled: change.isEnabled, config: change.config ?? null }]
}

function fromFixture(fixture: WalletApiFixture): EditableAnswers {
  return {
    configFiles: undefined,
    answer: async (route) => answerWalletApi({ route }, new URLSearchParams(), fixture),
    async setRemoteConfig(config) {
      fixture.features = structuredClone(config.features)
    },
    async setRemoteFeature(id, change) {
      fixture.features = withRemoteFeature(fixture.features, id, change) as RemoteFeature[]
    },
    async setAnalyticsEnabled(enabled) {
      fixture.isAnalyticsEnabled = enabled
    },
  }
}

async function currentValue(file: EditableJsonFile): Promise<unknown> {
  const read = await file.read()
  if (!read.ok) throw new Error(`cannot change ${read.problem}`)
  return read.value
}

function answerFrom(file: EditableJsonFile): Promise<WalletApiAnswer> {
  return file.read().then((read) =>
    read.ok
      ? { status: 200, type: 'application/json', body: read.text }
      : {
          status: 500,
          type: 'application/json',
          body: JSON.stringify({
            message: `${read.problem}: fix it and reload, the file is read on every request`,
          }),
        },
  )
}

/**
 * The answers of `/appkit/v1/config` and `/getAnalyticsConfig`, and their setters. With a
 * `configDir` they are two JSON files there, created with `appkit dev`'s defaults when missing
 * (never overwritten) and read on every request, so an edit applies on the next page load; a file
 * that is not JSON answers 500 and is warned once. Without one they are the fixture's, in memory.
 * @example
 * const answers = await createEditableAnswers(fixture, { configDir: '.appkit', onWarning: console.warn })
 * await answers.setRemoteFeature('multi_wallet', { isEnabled: false })
 */
export async function createEditableAnswers(
  fixture: WalletApiFixture,
  options: EditableAnswersOptions = {},
): Promise<EditableAnswers> {
  if (!options.configDir) return fromFixture(fixture)
  const remote = createEditableJsonFile({
    path: join(options.configDir, 'remote-config.json'),
    defaults: devRemoteConfig,
    check: remoteConfigProblems,
    serves: '/appkit/v1/config',
    onWarning: options.onWarning,
  })
  const analytics = createEditableJsonFile({
    path: join(options.configDir, 'analytics-config.json'),
    defaults: devAnalyticsConfig,
    check: analyticsConfigProblems,
    serves: '/getAnalyticsConfig',
    onWarning: options.onWarning,
  })
  // Created now, and read once, so a file broken since the last run is reported at start-up.
  for (const file of [remote, analytics]) {
    await file.ensure()
    await file.read()
  }
  return {
    configFiles: { remoteConfig: remote.path, analyticsConfig: analytics.path },
    answer: (route) => answerFrom(route === '/appkit/v1/config' ? remote : analytics),
    setRemoteConfig: (config) => remote.write(config),
    async setRemoteFeature(id, change) {
      const value = await currentValue(remote)
      if (!isRecord(value) || !Array.isArray(value.features)) {
        throw new Error(`cannot change ${remote.path}: it has no "features" list`)
      }
      await remote.write({ ...value, features: withRemoteFeature(value.features, id, change) })
    },
    // The file holds this one switch: written whatever it held, broken or not.
    setAnalyticsEnabled: (enabled) => analytics.write({ isAnalyticsEnabled: enabled }),
  }
}
