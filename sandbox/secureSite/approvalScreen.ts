// The approval screen of the sandbox secure site, drawn in the frame's own document (bundled for
// the browser). Every value from the app goes in through textContent, never as HTML; the look
// comes from /frame.css (frameStyles.ts).
import type { ApprovalDescription } from './describeApproval.js'

export interface ApprovalScreen {
  /** 'Approving…': both buttons disabled while the server signs. */
  setBusy(): void
  /** Takes the screen away. */
  remove(): void
}

/**
 * How long Approve stays disabled once the screen is visible: a key pressed or a click landing
 * just as it appears (meant for the app underneath) never approves.
 */
const approveDelayMs = 600

export interface ShowApprovalScreenParameters {
  /** The app's name from SYNC_DAPP_DATA, shown as text. */
  appName: string
  description: ApprovalDescription
  onApprove(): void
  onReject(): void
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: Tag,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[Tag] {
  const node = doc.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  return node
}

/**
 * Shows what the app asks for, with 'Reject' and 'Approve' buttons; Escape rejects too. Focus
 * goes to the heading, never to Approve, and Approve is disabled for `approveDelayMs` from when
 * the screen is visible (the frame has a size: the kit keeps it 0x0 while hidden); Reject works at
 * once.
 * @example
 * const screen = showApprovalScreen(document, { appName, description, onApprove, onReject })
 */
export function showApprovalScreen(
  doc: Document,
  parameters: ShowApprovalScreenParameters,
): ApprovalScreen {
  const { appName, description } = parameters
  const main = element(doc, 'main', undefined, 'approval')
  const heading = element(doc, 'h1', 'Approve request')
  heading.id = 'approval-heading'
  heading.tabIndex = -1
  main.setAttribute('aria-labelledby', heading.id)

  const app = element(doc, 'p', undefined, 'app')
  app.append(element(doc, 'strong', appName), ' asks you to:')
  const details = element(doc, 'div', undefined, 'details')
  const inline = description.rows.filter((row) => !row.block)
  if (inline.length > 0) {
    const fields = element(doc, 'dl', undefined, 'fields')
    for (const row of inline)
      fields.append(element(doc, 'dt', row.label), element(doc, 'dd', row.value))
    details.append(fields)
  }
  description.rows.forEach((row, index) => {
    if (!row.block) return
    const label = element(doc, 'p', row.label, 'label')
    label.id = `approval-row-${index}`
    // Focusable, so a keyboard can scroll a long message.
    const pre = element(doc, 'pre', row.value)
    pre.tabIndex = 0
    pre.setAttribute('aria-labelledby', label.id)
    details.append(label, pre)
  })

  const reject = element(doc, 'button', 'Reject', 'reject')
  const approve = element(doc, 'button', 'Approve', 'approve')
  reject.type = 'button'
  approve.type = 'button'
  const actions = element(doc, 'div', undefined, 'actions')
  actions.append(reject, approve)
  main.append(heading, app, element(doc, 'h2', description.title), details, actions)

  let busy = false
  let armed = false
  approve.disabled = true
  reject.addEventListener('click', () => {
    if (!busy) parameters.onReject()
  })
  approve.addEventListener('click', () => {
    if (armed && !busy) parameters.onApprove()
  })
  main.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !busy) parameters.onReject()
  })

  // The delay runs while the screen can be seen: started now if the frame has a size, else (and
  // again) when it gets one.
  const view = doc.defaultView
  let timer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  const hasSize = () => Boolean(view && view.innerWidth > 0 && view.innerHeight > 0)
  const watch = () => {
    const now = hasSize()
    if (now === visible) return
    visible = now
    clearTimeout(timer)
    armed = false
    approve.disabled = true
    if (!visible) return
    timer = setTimeout(() => {
      armed = true
      if (!busy) approve.disabled = false
    }, approveDelayMs)
  }
  view?.addEventListener('resize', watch)
  doc.body.append(main)
  watch()
  heading.focus()

  return {
    setBusy() {
      busy = true
      approve.textContent = 'Approving…'
      approve.disabled = true
      reject.disabled = true
      main.setAttribute('aria-busy', 'true')
    },
    remove() {
      clearTimeout(timer)
      view?.removeEventListener('resize', watch)
      main.remove()
    },
  }
}
