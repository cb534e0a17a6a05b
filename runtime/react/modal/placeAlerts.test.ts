import { afterEach, describe, expect, it } from 'vitest'
import { setupAppKit } from '../../core/actions/fixtures/setupAppKit.js'
import { type AppKitEvents, createToastStore } from '../../core/kernel.js'
import { watchAlerts } from '../components/watchAlerts.js'
import { modalAlertSlot } from './modalAlertStore.js'
import { placeAlerts } from './placeAlerts.js'

// Where each alert goes, without React: queued from the first load (`watchAlerts`), placed by
// the modal's code (`placeAlerts`) in the card or a toast.

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const alert = (key: AppKitEvents['alert']['key'], title: string = key): AppKitEvents['alert'] => ({
  key,
  title,
  message: 'Words.',
  severity: 'error',
})

function setup(config: Parameters<typeof setupAppKit>[0] = {}) {
  const { appKit } = setupAppKit(config)
  const alerts = appKit.owned.get(modalAlertSlot)
  const toasts = createToastStore()
  stops.push(
    watchAlerts(appKit),
    () => appKit.destroy(),
    () => toasts.dispose(),
  )
  const place = () => stops.push(placeAlerts(appKit, alerts, toasts))
  const toastTitles = () =>
    toasts
      .getState()
      .toasts.filter((t) => !t.dismissed)
      .map((t) => t.title)
  return { appKit, alerts, toasts, place, toastTitles }
}

describe('watchAlerts and placeAlerts', () => {
  it("keeps alerts raised before the modal's code, and toasts them once it places them", () => {
    const { appKit, alerts, place, toastTitles } = setup()
    appKit.events.emit('alert', alert('SESSION_EXPIRED'))
    appKit.events.emit('alert', alert('IFRAME_LOAD_FAILED'))
    expect(alerts.getState().pending.map((each) => each.key)).toEqual([
      'SESSION_EXPIRED',
      'IFRAME_LOAD_FAILED',
    ])
    place()
    expect(alerts.getState().pending).toEqual([])
    expect(toastTitles()).toEqual(['IFRAME_LOAD_FAILED', 'SESSION_EXPIRED'])
  })

  it('keeps only the last 10 while nothing places them', () => {
    const { appKit, alerts } = setup()
    for (let n = 1; n <= 12; n++) appKit.events.emit('alert', alert('IFRAME_LOAD_FAILED', `#${n}`))
    const titles = alerts.getState().pending.map((each) => each.title)
    expect(titles).toEqual(['#3', '#4', '#5', '#6', '#7', '#8', '#9', '#10', '#11', '#12'])
  })

  it('keeps the latest of the alerts raised while the modal is open for the card', async () => {
    const { appKit, alerts, place, toastTitles } = setup()
    place()
    await appKit.open()
    appKit.events.emit('alert', alert('IFRAME_LOAD_FAILED'))
    appKit.events.emit('alert', alert('UNVERIFIED_DOMAIN'))
    expect(alerts.getState().alert).toMatchObject({ key: 'UNVERIFIED_DOMAIN', seen: false })
    expect(toastTitles()).toEqual([])
  })

  it('toasts the card alert the dialog closed on unseen, and drops a seen one', async () => {
    const { appKit, alerts, place, toastTitles } = setup()
    place()
    await appKit.open()
    appKit.events.emit('alert', alert('SESSION_EXPIRED'))
    await appKit.close()
    expect(alerts.getState().alert).toBeUndefined()
    expect(toastTitles()).toEqual(['SESSION_EXPIRED'])

    await appKit.open()
    appKit.events.emit('alert', alert('IFRAME_LOAD_FAILED'))
    alerts.setState(({ alert: shown }) => ({ alert: shown && { ...shown, seen: true } }))
    await appKit.close()
    expect(toastTitles()).toEqual(['SESSION_EXPIRED'])
  })

  it('keeps the card alert of an embedded card, which never closes', async () => {
    const { appKit, alerts, place, toastTitles } = setup({ config: { embedded: true } })
    place()
    appKit.events.emit('alert', alert('SWITCH_NETWORK_NOT_FOUND'))
    await appKit.close()
    expect(alerts.getState().alert?.key).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(toastTitles()).toEqual([])
  })
})
