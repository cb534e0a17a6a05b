// The frame side of the secure-frame tests: a page on the "secure site" origin that speaks the
// protocol with scripted answers, so the kit's client can be driven through every case. Served as
// a script (no inline code) by `startFrameServers`.
export const testFrameScript = `
const channel = 'appkit:secure-frame'
const parentOrigin = new URL(location.href).searchParams.get('parent')
const silent = new URL(location.href).searchParams.get('silent') === '1'
const received = []
const send = (message) => parent.postMessage({ channel, ...message }, parentOrigin)
if (!silent) send({ type: 'READY', payload: { version: 'test' } })
addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== parent) return
  const { type, id, payload } = event.data
  received.push(type)
  if (type === 'IS_CONNECTED') {
    send({ type: 'IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    send({ type: 'IS_CONNECTED_SUCCESS', id, payload: { isConnected: false } })
  } else if (type === 'CONNECT_EMAIL') {
    send({ type: 'CONNECT_EMAIL_ERROR', id, payload: { message: 'Invalid email: ' + payload.email } })
  } else if (type === 'GET_USER') {
    send({ type: 'GET_USER_SUCCESS', id, payload: { address: 'not an address', chainId: 1 } })
    setTimeout(() => send({ type: 'GET_USER_SUCCESS', id, payload: { address: '0x${'1'.repeat(40)}', chainId: 31337, email: 'a@b.co' } }), 50)
  } else if (type === 'GET_CHAIN_ID' || type === 'RPC_REQUEST') {
    // Never answered: the time-out and abort cases.
  } else if (type === 'SWITCH_NETWORK') {
    setTimeout(() => send({ type: 'SWITCH_NETWORK_SUCCESS', id, payload: { chainId: payload.chainId } }), 300)
  } else if (type === 'SIGN_OUT') {
    send({ type: 'SIGN_OUT_ERROR', id, payload: {} })
  }
})
window.receivedByFrame = received
window.sendToParent = send
`

// A page of another origin, or the frame's origin in another window: it posts look-alike
// answers to the kit's page, which must ignore them.
export const testAttackerScript = `
const channel = 'appkit:secure-frame'
const target = window.opener || window.parent
window.forge = (id) => {
  for (const type of ['READY', 'IS_CONNECTED_SUCCESS', 'GET_CHAIN_ID_SUCCESS', 'SESSION_UPDATE']) {
    target.postMessage({ channel, type, id, payload: { isConnected: false, chainId: 666, token: 'forged' } }, '*')
  }
}
const received = []
addEventListener('message', (event) => received.push(event.data && event.data.type))
window.receivedByAttacker = received
`
