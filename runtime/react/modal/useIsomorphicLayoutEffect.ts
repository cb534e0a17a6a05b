import { useEffect, useLayoutEffect } from 'react'

/**
 * `useLayoutEffect` in the browser (work before the first paint: no unstyled or unfocused frame),
 * `useEffect` on the server, where neither runs but React 18 warns about the layout one.
 * @example useIsomorphicLayoutEffect(() => element.focus(), [])
 */
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect
