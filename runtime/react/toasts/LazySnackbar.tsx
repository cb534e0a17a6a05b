import { type ComponentType, useEffect, useState } from 'react'
import { retryableImport, type SnackbarState } from '../../core/kernel.js'
import { useAppKitUi, useStoreState } from '../internal.js'

const importSnackbar = retryableImport(() => import('./Snackbar.js'))
let loaded: ComponentType | undefined

const selectOpen = (state: SnackbarState) => state.open

/**
 * The snackbar, with its code (and styles) fetched the first time it opens: a visit that never
 * sees one never loads it. A failed fetch is tried again at the next message.
 * @example <LazySnackbar /> // below the view, in the card
 */
export function LazySnackbar() {
  const { snackbar } = useAppKitUi()
  const open = useStoreState(snackbar, selectOpen)
  const [Snackbar, setSnackbar] = useState<ComponentType | undefined>(() => loaded)
  useEffect(() => {
    if (Snackbar || !open) return
    let live = true
    importSnackbar().then(
      (module) => {
        loaded = module.Snackbar
        if (live) setSnackbar(() => module.Snackbar)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [Snackbar, open])
  return Snackbar ? <Snackbar /> : null
}

/**
 * Fetches the snackbar's chunk now (tests that open one and look at it in the same frame).
 * @example await loadSnackbar()
 */
export async function loadSnackbar(): Promise<void> {
  loaded ??= (await importSnackbar()).Snackbar
}
