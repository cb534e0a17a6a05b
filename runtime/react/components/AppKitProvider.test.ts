import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { AppKitButton } from './AppKitButtons.js'
import { createAppKitProvider } from './AppKitProvider.js'

describe('AppKitProvider on the server', () => {
  it('renders its children and no modal, touching no document', () => {
    expect(typeof document).toBe('undefined')
    const AppKitProvider = createAppKitProvider(testConfig())
    const html = renderToString(createElement(AppKitProvider, null, createElement(AppKitButton)))
    expect(html).toContain('Connect')
    expect(html).not.toContain('modal-host')
  })
})
