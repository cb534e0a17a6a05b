import { afterEach, describe, expect, it } from 'vitest'
import { solanaBuffer } from './solanaBuffer.js'

const scope = globalThis as { Buffer?: typeof Buffer }
const nodeBuffer = Buffer

afterEach(() => {
  scope.Buffer = nodeBuffer
})

describe('solanaBuffer', () => {
  it("keeps the page's own Buffer", () => {
    expect(solanaBuffer()).toBe(nodeBuffer)
  })

  it('installs a working Buffer where there is none (a browser page)', () => {
    delete scope.Buffer
    const installed = solanaBuffer()
    expect(scope.Buffer).toBe(installed)
    expect(installed.alloc(3)).toHaveLength(3)
    expect(installed.from('AQID', 'base64')).toEqual(installed.from([1, 2, 3]))
  })
})
