import { describe, expect, it } from 'vitest'
import type { ConnectorType } from './Connector.js'
import { createEip1193Connector } from './createEip1193Connector.js'
import { announcedConnectorId, rdnsOfConnectorId } from './eip6963/announcedConnectorId.js'
import { findStoredConnector, isStoredConnector } from './findStoredConnector.js'
import { createTestProvider } from './fixtures/createTestProvider.js'

function connector(id: string, type: ConnectorType = 'ANNOUNCED', rdns?: string) {
  return createEip1193Connector({ id, type, name: 'W', rdns, provider: createTestProvider() })
}

describe('announced connector ids', () => {
  it('carry the rdns and the uuid, and give the rdns back', () => {
    expect(announcedConnectorId('io.metamask', 'u-1')).toBe('eip6963:io.metamask:u-1')
    expect(rdnsOfConnectorId('eip6963:io.metamask:u-1')).toBe('io.metamask')
    expect(rdnsOfConnectorId('injected')).toBeUndefined()
  })
})

describe('findStoredConnector', () => {
  const today = connector('eip6963:io.metamask:today', 'ANNOUNCED', 'io.metamask')
  const injected = connector('injected', 'INJECTED')

  it('finds the exact id first', () => {
    expect(findStoredConnector([today, injected], 'injected')).toBe(injected)
    expect(findStoredConnector([today], 'eip6963:io.metamask:today')).toBe(today)
  })

  it('finds an announced wallet of an earlier page load by its rdns', () => {
    expect(findStoredConnector([injected, today], 'eip6963:io.metamask:yesterday')).toBe(today)
    expect(isStoredConnector(today, 'eip6963:io.metamask:yesterday')).toBe(true)
    expect(isStoredConnector(today, 'eip6963:io.rabby:yesterday')).toBe(false)
  })

  it('picks none when two providers claim the rdns, or when nothing matches', () => {
    const impostor = connector('eip6963:io.metamask:other', 'ANNOUNCED', 'io.metamask')
    expect(findStoredConnector([today, impostor], 'eip6963:io.metamask:yesterday')).toBeUndefined()
    expect(findStoredConnector([today, impostor], 'eip6963:io.metamask:other')).toBe(impostor)
    expect(findStoredConnector([injected], 'eip6963:io.metamask:yesterday')).toBeUndefined()
  })

  it('never matches a non-announced connector by rdns', () => {
    const external = connector('safe', 'EXTERNAL', 'io.metamask')
    expect(findStoredConnector([external], 'eip6963:io.metamask:yesterday')).toBeUndefined()
  })
})
