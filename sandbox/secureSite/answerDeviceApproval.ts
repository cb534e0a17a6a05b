import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DeviceCheck } from './createDeviceCheck.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  })
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Approve this browser</title><style>body{font:16px system-ui,sans-serif;margin:24px}</style></head><body>${body}</body></html>`,
  )
}

/**
 * The page a device-approval link opens (`/device/approve?token=...`). Opening it approves
 * nothing (mail scanners open links): it asks, and only its button, a POST to the same address,
 * approves the browser.
 * @example answerDeviceApproval(devices, request, response, url)
 */
export function answerDeviceApproval(
  devices: DeviceCheck,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  const token = url.searchParams.get('token') ?? ''
  if (request.method === 'POST') {
    if (devices.approve(token)) {
      page(
        response,
        200,
        '<p>This browser is approved. Go back to the app: your login code is on its way.</p>',
      )
    } else {
      page(response, 400, '<p>This link has expired or was already used.</p>')
    }
    return
  }
  if (request.method !== 'GET') {
    page(response, 405, '<p>Method not allowed.</p>')
    return
  }
  page(
    response,
    200,
    `<h1>Approve this browser?</h1><p>Approve only if you are logging in to the appkit sandbox wallet right now.</p><form method="post" action="/device/approve?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Approve this browser</button></form>`,
  )
}
