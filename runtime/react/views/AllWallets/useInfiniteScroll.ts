import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `onReach` when `sentinel` scrolls within 160 px of the bottom of `root`. The observer is
 * made again whenever `version` changes (a page arrived): a sentinel still in view then reports
 * at once, so a tall screen keeps loading until it is full. Without IntersectionObserver
 * nothing happens; the view's 'Load more' button remains.
 * @example useInfiniteScroll(sentinelRef, scrollRef, registry.loadMore, hasMore, wallets.length)
 */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  root: RefObject<HTMLElement | null>,
  onReach: () => void,
  enabled: boolean,
  version: number,
): void {
  const callback = useRef(onReach)
  callback.current = onReach
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-arms the observer
  useEffect(() => {
    const target = sentinel.current
    const View = target?.ownerDocument.defaultView?.IntersectionObserver
    if (!enabled || !target || !View) return
    const observer = new View(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { root: root.current, rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [sentinel, root, enabled, version])
}
