import { createReadStream, realpathSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, isAbsolute, join, relative } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.map': 'application/json',
}

/**
 * What a page may load from the project root itself (`<link href="./app.css">`, as the example
 * does, and what that stylesheet names): styles, images and fonts. Nothing else there is the app's:
 * sources, package files, keys and configs stay unserved; other files go in `public/`.
 */
const rootAssetTypes = new Set(
  Object.entries(types)
    .filter(([, type]) => /^(text\/css|image\/|font\/)/.test(type))
    .map(([extension]) => extension),
)

/** The content type the dev server sends for a file name. */
export function contentType(name: string): string {
  return types[extname(name).toLowerCase()] ?? 'application/octet-stream'
}

/** Where the dev server finds the app's own files. */
export interface StaticRoots {
  /** The project's `public/` folder: served whole, as Vite does. */
  publicDir: string
  /**
   * The project root's real path (links followed, resolved once by the caller): only its styles,
   * images and fonts (`rootAssetTypes`) are served, and no link may lead out of it.
   */
  root: string
}

/**
 * The segments of a relative file path that may be served, or undefined: never a dotfile or a
 * dot-folder (`.env`, `.git/`, `..`, the sandbox's `.appkit/`), never the config.
 */
function servableSegments(path: string): string[] | undefined {
  if (path.includes('\0')) return undefined
  const segments = path.split(/[/\\]/).filter((segment) => segment !== '')
  const last = segments.at(-1)
  if (!last || segments.some((segment) => segment.startsWith('.'))) return undefined
  if (/^appkit\.config\./i.test(last)) return undefined
  return segments
}

/** True when `path` is a file (links followed); any path the system cannot stat is none. */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    // Not only a missing file: a file used as a folder (ENOTDIR, `/app.css/x`), a name too long.
    return false
  }
}

/**
 * The real path of the file `segments` names under `base`, when it is one, and passes the same
 * rules once links are followed, inside the project `root` (a `public/app.css` linked to `../.env`
 * is refused, and so is a link out of the project).
 */
function servableFile(
  base: string,
  segments: readonly string[],
  realRoot: string,
  assetsOnly: boolean,
): string | undefined {
  const allowed = (name: string) => !assetsOnly || rootAssetTypes.has(extname(name).toLowerCase())
  const path = join(base, ...segments)
  if (!allowed(path) || !isFile(path)) return undefined
  const real = realpathSync(path)
  const inside = relative(realRoot, real)
  if (isAbsolute(inside) || !servableSegments(inside) || !allowed(real)) return undefined
  return real
}

/**
 * Serves the app's own file at `pathname`: any file of `public/`, then a style, image or font of
 * the project root. Dotfiles, dot-folders and the config are never served, wherever they are.
 * Returns false when nothing may be served there.
 * @example serveStatic('/app.css', { publicDir: join(root, 'public'), root: realpathSync(root) }, res)
 */
export function serveStatic(pathname: string, roots: StaticRoots, res: ServerResponse): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const segments = servableSegments(decoded)
  if (!segments) return false
  const path =
    servableFile(roots.publicDir, segments, roots.root, false) ??
    servableFile(roots.root, segments, roots.root, true)
  if (!path) return false
  res.writeHead(200, {
    'content-type': contentType(path),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  createReadStream(path).pipe(res)
  return true
}
