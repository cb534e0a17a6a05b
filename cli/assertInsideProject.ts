import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { CliError } from './CliError.js'

// Whether `path` itself is a symbolic link; false when nothing (or no folder) is there.
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

function isInside(root: string, path: string): boolean {
  const inside = relative(root, path)
  return inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))
}

// The path with every symbolic link on it followed, for a path whose end may not exist yet (the
// folders `mkdir` will create): the longest existing part is resolved, the rest appended.
function realPath(path: string): string {
  const missing: string[] = []
  for (let existing = path; ; existing = dirname(existing)) {
    try {
      return join(realpathSync(existing), ...missing)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error
      // A link to nothing is followed by whoever writes through it: resolve where it points.
      if (isLink(existing)) {
        return realPath(join(resolve(dirname(existing), readlinkSync(existing)), ...missing))
      }
      if (dirname(existing) === existing) return path
      missing.unshift(basename(existing))
    }
  }
}

// The first folder or file on the way from `root` to `path` that is a symbolic link, for the
// message: it is what the user has to change.
function firstLink(root: string, path: string): string | undefined {
  let current = root
  for (const part of relative(root, path).split(/[\\/]/)) {
    current = join(current, part)
    if (isLink(current)) return current
  }
  return undefined
}

/**
 * Refuses a path that leaves `root` once symbolic links are followed (a `src` that links to a
 * folder elsewhere, a file that links out), so nothing is ever written outside the project; the
 * `CliError` names the path and the link. Returns the real path, which is where to write.
 * @example assertInsideProject('/app/src/appkit.generated.tsx', '/app', 'src/appkit.generated.tsx')
 */
export function assertInsideProject(path: string, root: string, shownAs: string = path): string {
  const realRoot = realPath(root)
  const real = realPath(path)
  if (isInside(realRoot, real)) return real
  const link = isInside(root, path) ? firstLink(root, path) : undefined
  const through = link ? `: ${relative(root, link) || link} is a link to ${realPath(link)}` : ''
  throw new CliError(`Cannot write ${shownAs}: it is outside the project${through}.`, {
    code: 'OUTPUT_OUTSIDE_PROJECT',
    lines: [
      `It resolves to ${real}, outside ${realRoot}.`,
      'appkit writes only inside the project: point the path at a folder that is not a link out of it.',
    ],
  })
}
