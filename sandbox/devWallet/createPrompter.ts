/** One choice the user makes before approving, shown as radio buttons (the accounts to connect). */
export interface PromptChoice {
  /** The group's name, e.g. 'Account to connect'. */
  legend: string
  /** The label of each option. */
  options: readonly string[]
  /** The option checked at first. */
  selected: number
}

/** What the user is asked to approve. */
export interface PromptRequest {
  title: string
  /** Shown one per line: origin, account, message, amounts. */
  lines: readonly string[]
  /** A choice to make too; `choose` answers which option was checked on Approve. */
  choice?: PromptChoice
}

interface PromptAnswer {
  approved: boolean
  /** The checked option on Approve (the request's `selected` when it has no choice). */
  chosen: number
}

// Light on every page: a dark page's color-scheme reaches into the shadow root and would turn the
// buttons' default text white on their light background.
const css = `
:host { color-scheme: light; }
dialog { font: 14px/1.4 system-ui, sans-serif; color: #111; background: #fff; border: 0;
  border-radius: 14px; padding: 18px; width: min(360px, calc(100vw - 32px));
  box-shadow: 0 12px 40px rgba(0,0,0,.3); margin: 16px 16px auto auto; }
dialog::backdrop { background: rgba(0,0,0,.25); }
h2 { font-size: 15px; margin: 0 0 4px; }
.wallet { font-size: 12px; color: #15803d; font-weight: 600; margin: 0 0 10px; }
p.line { margin: 0 0 6px; overflow-wrap: anywhere; white-space: pre-wrap; max-height: 160px; overflow: auto; }
.buttons { display: flex; gap: 8px; justify-content: flex-end; margin-top: 14px; }
button { font: inherit; color: #111; padding: 8px 16px; border-radius: 8px; border: 1px solid #ccc; background: #f4f4f4; cursor: pointer; }
button.approve { background: #15803d; border-color: #15803d; color: #fff; }
button:focus-visible { outline: 2px solid #1f6feb; outline-offset: 2px; }
fieldset { border: 1px solid #ccc; border-radius: 8px; margin: 8px 0 0; padding: 6px 10px 8px; }
legend { font-size: 12px; font-weight: 600; padding: 0 4px; }
label { display: flex; align-items: center; gap: 8px; padding: 4px 0; cursor: pointer; }
input:focus-visible { outline: 2px solid #1f6feb; outline-offset: 2px; }
`

/** The radio buttons of a choice, and a way to read which is checked. */
function renderChoice(choice: PromptChoice): { fieldset: HTMLFieldSetElement; checked(): number } {
  const fieldset = document.createElement('fieldset')
  fieldset.append(Object.assign(document.createElement('legend'), { textContent: choice.legend }))
  const radios = choice.options.map((option, index) => {
    const radio = Object.assign(document.createElement('input'), {
      type: 'radio',
      name: 'choice',
      value: String(index),
      checked: index === choice.selected,
    })
    const label = document.createElement('label')
    label.append(radio, document.createTextNode(option))
    fieldset.append(label)
    return radio
  })
  const checked = () =>
    Math.max(
      0,
      radios.findIndex((radio) => radio.checked),
    )
  return { fieldset, checked }
}

/**
 * A one-at-a-time approve / reject prompt, like a wallet extension's popup: a modal `<dialog>` in
 * its own shadow root (styles cannot leak either way), styled through a constructable stylesheet
 * so a strict CSP does not block it. `ask` resolves true on 'Approve', false on 'Reject' or Escape;
 * `choose` shows the request's choice as radio buttons and resolves the checked option's index on
 * 'Approve', undefined on 'Reject' or Escape.
 * @example
 * const prompter = createPrompter('Sandbox Wallet')
 * if (!(await prompter.ask({ title: 'Connect', lines: ['127.0.0.1:5173'] }))) throw rejected()
 */
export function createPrompter(walletName: string): {
  ask(request: PromptRequest): Promise<boolean>
  choose(request: PromptRequest & { choice: PromptChoice }): Promise<number | undefined>
  /** Prompts asked and not answered yet, the queued ones included. */
  unanswered(): number
} {
  let queue: Promise<unknown> = Promise.resolve()
  let unanswered = 0

  const show = (request: PromptRequest, answered: () => void) =>
    new Promise<PromptAnswer>((resolve) => {
      const host = document.createElement('div')
      host.setAttribute('data-sandbox-wallet-prompt', '')
      const root = host.attachShadow({ mode: 'open' })
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      root.adoptedStyleSheets = [sheet]

      const dialog = document.createElement('dialog')
      dialog.setAttribute('aria-labelledby', 'title')
      const title = Object.assign(document.createElement('h2'), {
        id: 'title',
        textContent: request.title,
      })
      const wallet = Object.assign(document.createElement('p'), {
        className: 'wallet',
        textContent: walletName,
      })
      const lines = request.lines.map((line) =>
        Object.assign(document.createElement('p'), { className: 'line', textContent: line }),
      )
      const buttons = Object.assign(document.createElement('div'), { className: 'buttons' })
      const reject = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: 'Reject',
      })
      const approve = Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'approve',
        textContent: 'Approve',
      })
      buttons.append(reject, approve)
      const choice = request.choice && renderChoice(request.choice)
      dialog.append(wallet, title, ...lines, ...(choice ? [choice.fieldset] : []), buttons)
      root.append(dialog)

      let done = false
      const finish = (approved: boolean) => {
        if (done) return
        done = true
        if (dialog.open) dialog.close()
        host.remove()
        // Counted off before the asker resumes: `control.settled()` right after a click already
        // sees the approved request as past its prompt.
        answered()
        resolve({ approved, chosen: choice?.checked() ?? request.choice?.selected ?? 0 })
      }
      approve.addEventListener('click', () => finish(true))
      reject.addEventListener('click', () => finish(false))
      // Escape closes a modal dialog: that is a rejection, as closing a wallet popup is.
      dialog.addEventListener('close', () => finish(false))

      // On <html>, not <body>: a page modal that makes the rest of <body> inert must not make the
      // wallet's prompt unclickable. showModal puts it on top of any modal the page has open.
      document.documentElement.append(host)
      dialog.showModal()
    })

  const enqueue = (request: PromptRequest): Promise<PromptAnswer> => {
    unanswered += 1
    let counted = true
    const answered = () => {
      if (counted) unanswered -= 1
      counted = false
    }
    // `finally` too: a prompt that could not be shown counts as answered.
    const answer = queue.then(() => show(request, answered)).finally(answered)
    queue = answer.catch(() => undefined)
    return answer
  }

  return {
    ask: (request) => enqueue(request).then((answer) => answer.approved),
    choose: (request) =>
      enqueue(request).then((answer) => (answer.approved ? answer.chosen : undefined)),
    unanswered: () => unanswered,
  }
}
