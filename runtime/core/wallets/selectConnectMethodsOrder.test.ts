import { describe, expect, it } from 'vitest'
import { connectMethods } from '../../../schema/index.js'
import { createEip1193Connector } from '../connectors/createEip1193Connector.js'
import { createTestProvider } from '../connectors/fixtures/createTestProvider.js'
import {
  type ConnectMethod,
  defaultConnectMethodsOrder,
  selectConnectMethodsOrder,
} from './selectConnectMethodsOrder.js'

const all: ConnectMethod[] = ['email', 'social', 'wallet']
const announced = createEip1193Connector({
  id: 'eip6963:io.metamask:1',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  rdns: 'io.metamask',
  provider: createTestProvider(),
})
const external = createEip1193Connector({
  id: 'safe',
  type: 'EXTERNAL',
  name: 'Safe',
  provider: createTestProvider(),
})

describe('selectConnectMethodsOrder', () => {
  // One list (schema/grammar) for both sides: the same array, not a copy that could drift.
  it("falls back on the config schema's own list of methods, in its order", () => {
    expect(defaultConnectMethodsOrder).toBe(connectMethods)
  })

  it('offers only the wallet until email and social login exist', () => {
    expect(selectConnectMethodsOrder({ connectors: [] })).toEqual(['wallet'])
    expect(selectConnectMethodsOrder({ connectors: [announced] })).toEqual(['wallet'])
    expect(
      selectConnectMethodsOrder({ connectors: [], connectMethodsOrder: ['email', 'wallet'] }),
    ).toEqual(['wallet'])
  })

  it('puts email, social, wallet by default', () => {
    expect(selectConnectMethodsOrder({ connectors: [external], available: all })).toEqual(all)
  })

  it('puts the wallet first when an injected or announced wallet is installed', () => {
    expect(selectConnectMethodsOrder({ connectors: [announced], available: all })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it("lets the app's order win, then the rest in the default order", () => {
    const order = (connectMethodsOrder: ConnectMethod[]) =>
      selectConnectMethodsOrder({ connectors: [announced], connectMethodsOrder, available: all })
    expect(order(['social', 'email', 'wallet'])).toEqual(['social', 'email', 'wallet'])
    expect(order(['email'])).toEqual(['email', 'wallet', 'social'])
  })

  it('returns only available methods', () => {
    expect(selectConnectMethodsOrder({ connectors: [], available: ['social', 'wallet'] })).toEqual([
      'social',
      'wallet',
    ])
  })
})
