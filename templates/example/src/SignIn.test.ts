import { describe, expect, it } from 'vitest'
import { sessionEnd } from './SignIn'

describe('sessionEnd', () => {
  it('says the date as well as the time, since a session lasts a day by default', () => {
    // Midday UTC: the same date in every time zone this could run in (UTC-11 to UTC+11).
    expect(sessionEnd('2026-11-28T12:00:00.000Z', 'en-US')).toMatch(
      /^ until Nov 28, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    )
  })

  it('says nothing for a session without an end, or an end that cannot be read', () => {
    expect(sessionEnd(undefined)).toBe('')
    expect(sessionEnd('')).toBe('')
    expect(sessionEnd('next tuesday')).toBe('')
  })
})
