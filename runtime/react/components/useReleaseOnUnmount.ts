import { useEffect, useRef } from 'react'

/**
 * Runs `release` when the component really unmounts. React StrictMode unmounts and remounts every
 * effect once in development; releasing then would leave the app with a destroyed instance, so
 * the release waits a task and is cancelled by the remount.
 * @example useReleaseOnUnmount(() => appKit.destroy())
 */
export function useReleaseOnUnmount(release: () => void): void {
  const latest = useRef(release)
  latest.current = release
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    clearTimeout(pending.current)
    return () => {
      pending.current = setTimeout(() => latest.current(), 0)
    }
  }, [])
}
