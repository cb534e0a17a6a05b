import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const satisfies = require('spdx-satisfies') as (expression: string, approved: string[]) => boolean

/**
 * Licenses that let an MIT package be used, shipped and changed without terms of their own beyond
 * keeping a notice: the permissive family, public-domain dedications and Blue Oak.
 */
const permissiveLicenses = [
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
]

/** A production dependency allowed outside the list: its exact declared license and why. */
export interface LicenseException {
  readonly declared: string | undefined
  readonly reason: string
}

/**
 * Each exception names the license it was granted for, so a release that changes its license is
 * judged again rather than waved through.
 */
export const licenseExceptions: Readonly<Record<string, LicenseException>> = {
  'rpc-websockets': {
    declared: 'LGPL-3.0-only',
    reason:
      "@solana/web3.js 1.x (pinned by design) opens its subscriptions with it. The kit's package " +
      'never bundles or changes it: npm installs it as its own package, so it stays replaceable as ' +
      'the LGPL asks; an app that bundles Solana support ships it under those terms (README).',
  },
  'text-encoding-utf-8': {
    declared: undefined,
    reason:
      'No license field; its LICENSE.md dedicates the code to the public domain (the Unlicense). ' +
      'Reached through @solana/web3.js -> borsh.',
  },
}

/** One installed package that the published kit pulls in when an app installs it. */
export interface ProductionPackage {
  readonly name: string
  readonly version: string
  readonly path: string
  readonly declared: string | undefined
}

interface LockEntry {
  version?: string
  license?: string
  dev?: boolean
  devOptional?: boolean
  peer?: boolean
}

interface Manifest {
  license?: string | { type?: string }
  licenses?: (string | { type?: string })[]
}

const typeOf = (value: string | { type?: string } | undefined) =>
  typeof value === 'string' ? value : value?.type

/**
 * The license a package declares: `license` (an SPDX expression, or the old `{ type }` object), else
 * the old `licenses` array read as a choice between its entries; `undefined` when there is none.
 * @example declaredLicense({ licenses: ['MIT'] }) // 'MIT'
 */
export function declaredLicense(manifest: Manifest): string | undefined {
  const single = typeOf(manifest.license)
  if (single) return single
  const many = (manifest.licenses ?? []).map(typeOf).filter((each) => each !== undefined)
  return many.length > 0 ? many.join(' OR ') : undefined
}

/**
 * Every package of the lock file that is not a development-only one (the kit's dependencies,
 * direct and transitive, and the optional platform builds among them), with the license its
 * installed `package.json` declares (the lock's record when it is not installed on this platform).
 * @example productionPackages(root).find((each) => each.name === 'viem')
 */
export function productionPackages(root: string): ProductionPackage[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    if (path === '' || entry.dev || entry.devOptional) return []
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const manifestPath = join(root, path, 'package.json')
    const declared = existsSync(manifestPath)
      ? declaredLicense(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
      : entry.license
    return [{ name, version: entry.version ?? '?', path, declared }]
  })
}

/**
 * Whether a declared license is permissive: a valid SPDX expression that the list satisfies
 * (`A OR B` needs one of them, `A AND B` both). Free text ("SEE LICENSE IN ...") and a missing
 * license are not.
 * @example isPermissive('(Apache-2.0 AND MIT)') // true
 */
export function isPermissive(declared: string | undefined): boolean {
  if (!declared) return false
  try {
    return satisfies(declared, permissiveLicenses)
  } catch {
    return false
  }
}

/**
 * What the license rule says of one package: allowed by the list, allowed by a named exception
 * for exactly that license, or refused with the license it declares.
 */
export function licenseVerdict(
  pkg: Pick<ProductionPackage, 'name' | 'declared'>,
  exceptions: Readonly<Record<string, LicenseException>> = licenseExceptions,
): 'permissive' | 'exception' | 'refused' {
  if (isPermissive(pkg.declared)) return 'permissive'
  const exception = exceptions[pkg.name]
  return exception && exception.declared === pkg.declared ? 'exception' : 'refused'
}
