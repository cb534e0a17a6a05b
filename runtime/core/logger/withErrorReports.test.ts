import { describe, expect, it, vi } from 'vitest'
import { withErrorReports } from './withErrorReports.js'

const silent = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() })

describe('withErrorReports', () => {
  it("reports an error call with the error's name, the line and message, and the stack", () => {
    const reports: unknown[] = []
    const base = silent()
    const logger = withErrorReports(base, (report) => reports.push(report))
    const error = new TypeError('bad value')
    logger.error('Could not load the sign-in code', error)
    expect(base.error).toHaveBeenCalledWith('Could not load the sign-in code', error)
    expect(reports).toEqual([
      {
        errorType: 'TypeError',
        errorMessage: 'Could not load the sign-in code: bad value',
        stack: error.stack,
        uncaught: false,
      },
    ])
  })

  it('reports a line without an error as an Error with that line, and warnings not at all', () => {
    const reports: unknown[] = []
    const logger = withErrorReports(silent(), (report) => reports.push(report))
    logger.warn('Browser storage is unavailable')
    logger.error('Requested RPC call is not allowed')
    expect(reports).toEqual([
      {
        errorType: 'Error',
        errorMessage: 'Requested RPC call is not allowed',
        stack: undefined,
        uncaught: false,
      },
    ])
  })

  it('does not report the errors its own report logs (no loop)', () => {
    let reports = 0
    const logger = withErrorReports(silent(), () => {
      reports++
      logger.error('A listener of "internalError" threw', new Error('again'))
    })
    logger.error('first', new Error('first'))
    expect(reports).toBe(1)
  })

  it('keeps every method of a logger that holds them on its prototype', () => {
    class PrefixLogger {
      lines: string[] = []
      error(message: string) {
        this.lines.push(`error ${message}`)
      }
      warn(message: string) {
        this.lines.push(`warn ${message}`)
      }
      info(message: string) {
        this.lines.push(`info ${message}`)
      }
      debug(message: string) {
        this.lines.push(`debug ${message}`)
      }
    }
    const base = new PrefixLogger()
    const logger = withErrorReports(base, () => undefined)
    logger.warn('w')
    logger.info('i')
    logger.debug('d')
    logger.error('e')
    expect(base.lines).toEqual(['warn w', 'info i', 'debug d', 'error e'])
  })
})
