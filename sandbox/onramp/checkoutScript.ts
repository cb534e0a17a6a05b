/**
 * The checkout page's script (plain JavaScript, inlined under the page's CSP nonce): switches
 * between card and bank transfer, checks the card form, posts the payment, then follows the
 * order's status until it is delivered (or failed), saying each step in the status line and any
 * refusal in the alert. Every wait is bounded: the status is polled for 3 minutes at most.
 * @example `<script nonce="${nonce}">${checkoutScript}</script>`
 */
export const checkoutScript = `(() => {
  const data = document.body.dataset
  const byId = (id) => document.getElementById(id)
  const status = byId('status'), alert = byId('alert'), payment = byId('payment')
  const cardForm = byId('card-form'), bankForm = byId('bank-form'), close = byId('close')
  const say = (text) => { status.textContent = text }
  const warn = (text) => { alert.textContent = text }
  const delivering = 'Payment received. Delivering ' + data.amount + ' ' + data.symbol + ' to your wallet...'
  const showMethod = (method) => {
    cardForm.hidden = method !== 'card'
    bankForm.hidden = method === 'card'
    warn('')
  }
  for (const radio of document.querySelectorAll('input[name="method"]')) {
    radio.addEventListener('change', () => { if (radio.checked) showMethod(radio.value) })
    if (radio.checked) showMethod(radio.value)
  }
  const busy = (on) => { for (const button of payment.querySelectorAll('button')) button.disabled = on }
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  async function follow() {
    payment.hidden = true
    warn('')
    say(delivering)
    const deadline = Date.now() + 180000
    while (Date.now() < deadline) {
      try {
        const response = await fetch(location.pathname + '/status', { cache: 'no-store' })
        const order = await response.json()
        if (order.status === 'succeeded') {
          say('Done: ' + data.amount + ' ' + data.symbol + ' sent to your wallet. You can close this window.')
          close.hidden = false
          close.focus()
          return
        }
        if (order.status === 'failed') {
          say('')
          warn('The payment was taken but the delivery failed. The sandbox shows why in its terminal.')
          close.hidden = false
          return
        }
      } catch {}
      await sleep(500)
    }
    warn('The delivery is taking longer than expected. Reload this page to check again.')
  }
  async function pay(body) {
    warn('')
    busy(true)
    say('Processing your payment...')
    let response, answer = {}
    try {
      response = await fetch(location.pathname + '/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      answer = await response.json().catch(() => ({}))
    } catch {
      busy(false)
      say('')
      warn('The payment could not be sent. Check that the sandbox is running and try again.')
      return
    }
    if (response.ok || response.status === 409) return follow()
    busy(false)
    say('')
    warn(answer.message || 'The payment failed (' + response.status + '). Try again.')
  }
  cardForm.addEventListener('submit', (event) => {
    event.preventDefault()
    const field = (id) => byId(id).value.trim()
    const refuse = (id, text) => { warn(text); byId(id).focus() }
    if (!/^[0-9 -]{12,23}$/.test(field('card-number'))) return refuse('card-number', 'Enter the card number.')
    if (!/^(0[1-9]|1[0-2]) ?\\/ ?[0-9]{2}$/.test(field('expiry'))) return refuse('expiry', 'Enter the expiry as MM/YY.')
    if (!/^[0-9]{3,4}$/.test(field('cvc'))) return refuse('cvc', 'Enter the 3 or 4 digit CVC.')
    pay({ method: 'card', cardNumber: field('card-number') })
  })
  bankForm.addEventListener('submit', (event) => {
    event.preventDefault()
    pay({ method: 'bank_account' })
  })
  close.addEventListener('click', () => window.close())
  if (data.status !== 'created') follow()
})()
`
