import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  defaultPairEndpoint,
  handlePairRequest,
  pairPage,
} from '../../sandbox/wcWallet/pairPage.js'
import type { WcWallet } from '../../sandbox/wcWallet/WcWallet.js'

/** Where `appkit dev` serves the sandbox wallet's pair page. */
export const pairPagePath = '/__appkit/wc-wallet'

/** A pasted URI is a few hundred bytes; anything much larger is not one. */
const maxBodyBytes = 8 * 1024

type Route = (req: IncomingMessage, res: ServerResponse) => void

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        resolve(undefined)
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(undefined))
  })
}

/**
 * The dev server routes of the sandbox wallet's pair page: the page itself, where a developer
 * pastes the `wc:` URI the app shows ('Copy link') to connect the app to the sandbox wallet
 * without a phone, and the JSON endpoint the page posts to.
 * @example startDevServer({ ..., extraRoutes: pairRoutes(sandbox.wcWallet) })
 */
export function pairRoutes(wallet: Pick<WcWallet, 'pair'>): Record<string, Route> {
  return {
    [pairPagePath]: (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end()
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(pairPage(defaultPairEndpoint))
    },
    [defaultPairEndpoint]: (req, res) => {
      if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end()
      void readBody(req).then(async (body) => {
        const { status, body: answer } =
          body === undefined
            ? { status: 400, body: { ok: false, error: 'The request body is too large.' } }
            : await handlePairRequest(body, wallet, req.headers['content-type'] ?? '')
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(JSON.stringify(answer))
      })
    },
  }
}
