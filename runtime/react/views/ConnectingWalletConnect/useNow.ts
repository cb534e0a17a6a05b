import { useEffect, useState } from 'react'

/**
 * The current time, re-read every second while `ticking`: a URI's expiry is checked against the
 * clock even when timers were throttled in a background tab.
 * @example const now = useNow(uri !== undefined)
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}
