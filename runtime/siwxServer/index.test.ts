import { describe, expect, it } from 'vitest'
import * as siwxServer from './index.js'

describe('appkit/siwx-server public surface', () => {
  it('exports exactly these runtime names (a change here is deliberate)', () => {
    // No sessionCookieName: the cookie is `__Host-appkit_siwx` but on a loopback http uri, and
    // the app reads it through getRequestSession, never by name.
    expect(Object.keys(siwxServer).sort()).toEqual([
      'createMemorySiwxStorage',
      'createSiwxServer',
      'siwxNonceTtlMs',
    ])
  })
})
