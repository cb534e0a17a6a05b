import { describe, expect, it } from 'vitest'
import * as react from './index.js'

describe('runtime/react public surface', () => {
  it('exports exactly these runtime names (a change here is deliberate)', () => {
    expect(Object.keys(react).sort()).toEqual([
      'AppKitAccountButton',
      'AppKitButton',
      'AppKitConnectButton',
      'AppKitContext',
      'AppKitModal',
      'AppKitNetworkButton',
      'createAppKitProvider',
      'createAppKitReact',
      'darkTheme',
      'lightTheme',
      'truncateAddress',
      'useAppKit',
      'useAppKitAccount',
      'useAppKitBalance',
      'useAppKitEvents',
      'useAppKitInstance',
      'useAppKitNetwork',
      'useAppKitProvider',
      'useAppKitSelector',
      'useAppKitSiwx',
      'useAppKitState',
      'useAppKitTheme',
      'useAppKitToast',
      'useDisconnect',
      'useWalletInfo',
    ])
  })
})

// The folder rules of DESIGN.md (this folder's included) are checked in one place, over every
// folder and every import form: test/importRules.test.ts.
