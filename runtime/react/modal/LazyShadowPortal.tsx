import { type ComponentType, useEffect, useState } from 'react'
import { type AppKitState, retryableImport, type ToastState } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitUi } from '../AppKitUiContext.js'
import { type ModalAlertState, modalAlertSlot } from './modalAlertStore.js'
import type { ShadowPortalProps } from './ShadowPortal.js'

type ShadowPortalComponent = ComponentType<ShadowPortalProps>

const importShadowPortal = retryableImport(() => import('./ShadowPortal.js'))
let loaded: ShadowPortalComponent | undefined
let loading: Promise<ShadowPortalComponent> | undefined

/**
 * Fetches the modal's code (the dialog, its first views, the toasts and their styles) once per
 * page; a failed fetch is forgotten, so the next call tries again.
 * @example await loadModalShell() // the modal then renders in the same frame as `open()`
 */
export function loadModalShell(): Promise<ShadowPortalComponent> {
  loading ??= importShadowPortal().then(
    (module) => {
      loaded = module.ShadowPortal
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const selectOpen = (state: AppKitState) => state.modal.open
const hasToasts = (state: ToastState) => state.toasts.length > 0
const hasAlerts = (state: ModalAlertState) => state.pending.length > 0

/**
 * The modal in `host`'s shadow root, with its code out of the page's first load: nothing the
 * page needs to render its first frame waits for the dialog. The code is fetched as soon as the
 * provider has mounted (React runs this effect after the first paint), so that a click finds it
 * loaded and the dialog shows in the click's frame. A fetch that fails (offline) is logged,
 * closes a modal that was opening, and is tried again when the modal opens or a toast or an
 * alert arrives.
 * @example host ? <LazyShadowPortal host={host} embedded={false} /> : null
 */
export function LazyShadowPortal(props: Omit<ShadowPortalProps, 'alerts'>) {
  const appKit = useAppKitInstance()
  const { toasts } = useAppKitUi()
  const alerts = appKit.owned.get(modalAlertSlot)
  const [Portal, setPortal] = useState<ShadowPortalComponent | undefined>(() => loaded)

  useEffect(() => {
    if (Portal) return
    let live = true
    const load = () => {
      loadModalShell().then(
        (component) => live && setPortal(() => component),
        (error: unknown) => {
          if (!live) return
          appKit.logger.error('Could not load the modal', error)
          if (selectOpen(appKit.getState())) appKit.close()
        },
      )
    }
    load()
    // After a failed fetch: again when something needs the modal (one fetch at a time).
    const retry = () => {
      const wanted = selectOpen(appKit.getState()) || hasToasts(toasts.getState())
      if (wanted || hasAlerts(alerts.getState())) load()
    }
    const offModal = appKit.subscribe(retry)
    const offToasts = toasts.subscribe(retry)
    const offAlerts = alerts.subscribe(retry)
    return () => {
      live = false
      offModal()
      offToasts()
      offAlerts()
    }
  }, [Portal, appKit, toasts, alerts])

  // Handed down: the modal's code reads the alerts without importing a first-load module.
  return Portal ? <Portal {...props} alerts={alerts} /> : null
}
