import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './createLogger.js'

function sink() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
}

describe('createLogger', () => {
  it('logs errors only by default (SPEC section 9)', () => {
    const out = sink()
    const logger = createLogger({ sink: out })
    logger.error('bad', 1)
    logger.warn('meh')
    expect(out.error).toHaveBeenCalledWith('[appkit] bad', 1)
    expect(out.warn).not.toHaveBeenCalled()
  })

  it('logs everything at or above the level', () => {
    const out = sink()
    const logger = createLogger({ level: 'info', sink: out })
    logger.warn('w')
    logger.info('i')
    logger.debug('d')
    expect(out.warn).toHaveBeenCalledWith('[appkit] w')
    expect(out.info).toHaveBeenCalledWith('[appkit] i')
    expect(out.debug).not.toHaveBeenCalled()
  })

  it('logs nothing when silent', () => {
    const out = sink()
    createLogger({ level: 'silent', sink: out }).error('x')
    expect(out.error).not.toHaveBeenCalled()
  })
})
