import { BaseError } from '../core/kernel.js'

/** The supported majors of `wagmi` and `@wagmi/core` (wagmi v2 and v3). */
export const supportedWagmiMajors = [2, 3] as const

/**
 * `appkit/wagmi` was imported in an app without `wagmi` / `@wagmi/core`. A plain one-line error
 * (not a `BaseError`, whose message adds a docs line): it is what the import itself fails with.
 * Its code is one of the kit's all the same (docs/errors/WAGMI_NOT_INSTALLED.md).
 */
export class WagmiNotInstalledError extends Error {
  override name = 'WagmiNotInstalledError' as const
  readonly code = 'WAGMI_NOT_INSTALLED'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(
      'appkit/wagmi needs wagmi: run `npm install wagmi @wagmi/core @tanstack/react-query` (wagmi 2 or 3), or use appkit/react alone.',
      cause === undefined ? undefined : { cause },
    )
  }
}

/** The installed wagmi is outside `supportedWagmiMajors`. */
export class WagmiVersionError extends BaseError {
  override name = 'WagmiVersionError' as const
  constructor({ packageName, version }: { packageName: string; version: string }) {
    super(
      `appkit/wagmi supports wagmi 2 and 3; this app has ${packageName} ${version}. Install wagmi@3 @wagmi/core@3 (or wagmi@2 @wagmi/core@2).`,
      { code: 'WAGMI_VERSION_UNSUPPORTED', docsPath: 'docs/wagmi.md' },
    )
  }
}

/**
 * Throws `WagmiVersionError` unless every `[packageName, version]` has a supported major.
 * @example assertWagmiVersions([['@wagmi/core', '3.6.5'], ['wagmi', '3.7.7']])
 */
export function assertWagmiVersions(versions: readonly (readonly [string, string])[]): void {
  for (const [packageName, version] of versions) {
    const major = Number(/^\D*(\d+)\./.exec(version)?.[1])
    if (!(supportedWagmiMajors as readonly number[]).includes(major)) {
      throw new WagmiVersionError({ packageName, version })
    }
  }
}
