import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
}
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>
}

/** The `engines.node` of every installed package of the lock that names one. */
function installedEngines(): { path: string; node: string }[] {
  return Object.keys(lock.packages).flatMap((path) => {
    const file = join(root, path, 'package.json')
    if (path === '' || !existsSync(file)) return []
    const { engines } = JSON.parse(readFileSync(file, 'utf8')) as { engines?: { node?: unknown } }
    return typeof engines?.node === 'string' ? [{ path, node: engines.node }] : []
  })
}

// npm prints an EBADENGINE warning for each package whose engines exclude the running Node: the
// README promises a quiet install on the oldest Node the package supports (its engines.node).
describe('the install on the supported Node', () => {
  it('installs nothing whose engines exclude the oldest supported Node', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? ''
    const engines = installedEngines()
    expect(engines.length).toBeGreaterThan(50)
    const excluded = engines
      .filter((each) => !semver.satisfies(oldest, each.node, { includePrerelease: true }))
      .map((each) => `${each.path}: node ${each.node}`)
    expect(excluded).toEqual([])
  })
})
