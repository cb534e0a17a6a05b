import { describe, expect, it } from 'vitest'
import {
  createErrorReportLimit,
  errorReportWindowMs,
  maxErrorReports,
} from './createErrorReportLimit.js'

describe('createErrorReportLimit', () => {
  it('lets 5 of a storm of 100 errors in one second through (SPEC section 9)', () => {
    const limit = createErrorReportLimit()
    const start = 1_700_000_000_000
    const allowed = Array.from({ length: 100 }, (_, i) => limit.allow(start + i * 10))
    expect(allowed.filter(Boolean)).toHaveLength(maxErrorReports)
    expect(allowed.slice(0, 5)).toEqual([true, true, true, true, true])
    expect(maxErrorReports).toBe(5)
    expect(errorReportWindowMs).toBe(60_000)
  })

  it('rolls: a slot frees once the report that took it is 60 s old, not at a fixed minute', () => {
    const limit = createErrorReportLimit()
    const times = [0, 10_000, 20_000, 30_000, 40_000]
    for (const time of times) expect(limit.allow(time)).toBe(true)
    expect(limit.allow(59_999)).toBe(false)
    // The report at 0 leaves the window at 60 000; the one at 10 000 still holds its slot.
    expect(limit.allow(60_000)).toBe(true)
    expect(limit.allow(60_001)).toBe(false)
    expect(limit.allow(70_000)).toBe(true)
  })

  it('never cuts a steady trickle below the cap', () => {
    const limit = createErrorReportLimit()
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 5; i++) expect(limit.allow(minute * 60_000 + i * 12_000)).toBe(true)
    }
  })

  it('refused reports do not count against the window', () => {
    const limit = createErrorReportLimit({ max: 2, windowMs: 1_000 })
    expect([limit.allow(0), limit.allow(1), limit.allow(2), limit.allow(999)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(limit.allow(1_000)).toBe(true)
    expect(limit.allow(1_001)).toBe(true)
  })
})
