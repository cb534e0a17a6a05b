import { describe, expect, it } from 'vitest'
import { connectorTypes, connectMethods as publicConnectMethods } from '../index.js'
import { toJsonSchema } from '../toJsonSchema.js'
import { validateConfig } from '../validateConfig.js'
import { connectGroupTypes, connectMethods } from './connectOrder.js'

const config = {
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Dapp', url: 'https://dapp.example' },
  networks: ['mainnet'],
}

type ArraySchema = { default?: unknown; items: { enum: unknown } }

/** The JSON Schema of a `features` option: what editors offer for it. */
function featureSchema(name: string): ArraySchema {
  const schema = toJsonSchema() as {
    properties: { features: { properties: Record<string, ArraySchema> } }
  }
  return schema.properties.features.properties[name] as ArraySchema
}

describe('the Connect view orders of the config', () => {
  it('are the lists appkit/config exports, not copies of them', () => {
    expect(publicConnectMethods).toBe(connectMethods)
    expect(connectorTypes).toBe(connectGroupTypes)
  })

  it('accept exactly these connect methods and wallet groups', () => {
    expect(featureSchema('connectMethodsOrder').items.enum).toEqual(connectMethods)
    expect(featureSchema('connectorTypeOrder').items.enum).toEqual(connectGroupTypes)
  })

  it('default the wallet groups to this order, and leave the connect methods unset', () => {
    const result = validateConfig(config)
    if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'))
    expect(result.config.features.connectorTypeOrder).toEqual(connectGroupTypes)
    // Unset on purpose: the runtime's default depends on whether a browser wallet is installed.
    expect(result.config.features.connectMethodsOrder).toBeUndefined()
    expect(featureSchema('connectMethodsOrder').default).toBeUndefined()
  })
})
