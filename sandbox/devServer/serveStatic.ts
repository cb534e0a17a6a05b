import { createReadStream, existsSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

/** The content type the dev server sends for a file name. */
export function contentType(name: string): string {
  return types[extname(name)] ?? 'application/octet-stream'
}

/**
 * Serves a file from one of `roots` (the project's `public/`, then its root), refusing any path
 * that would leave them. Returns false when no file matched.
 */
export function serveStatic(
  pathname: string,
  roots: readonly string[],
  res: ServerResponse,
): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`) || relative.includes('\0')) {
    return false
  }
  for (const root of roots) {
    const path = join(root, relative)
    if (!path.startsWith(root + sep) && path !== root) continue
    if (!existsSync(path) || !statSync(path).isFile()) continue
    res.writeHead(200, { 'content-type': contentType(path), 'cache-control': 'no-store' })
    createReadStream(path).pipe(res)
    return true
  }
  return false
}
