import { type ComponentType, useEffect, useState } from 'react'
import { retryableImport } from '../../core/kernel.js'
import type { ToastListProps } from './ToastList.js'

type ToastListComponent = ComponentType<ToastListProps>

const importToastList = retryableImport(() => import('./ToastList.js'))
let loaded: ToastListComponent | undefined

/**
 * Loads the toast list's chunk (ToastList: the toasts and their styles) once the first toast
 * arrives, so that a page that never shows one never fetches it; `undefined` until it is in. A
 * failed fetch is tried again when the toasts change.
 * @example const ToastList = useToastList(toasts); return ToastList ? <ToastList ... /> : null
 */
export function useToastList(toasts: readonly unknown[]): ToastListComponent | undefined {
  const [component, setComponent] = useState<ToastListComponent | undefined>(() => loaded)
  // Run again for every change of the toasts: a new toast after a failed fetch tries again.
  useEffect(() => {
    if (component || toasts.length === 0) return
    let live = true
    importToastList().then(
      (module) => {
        loaded = module.ToastList
        if (live) setComponent(() => module.ToastList)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [component, toasts])
  return component
}

/**
 * Fetches the toast list's chunk now (tests that show a toast and look at it in the same frame).
 * @example await loadToastList()
 */
export async function loadToastList(): Promise<void> {
  loaded ??= (await importToastList()).ToastList
}
