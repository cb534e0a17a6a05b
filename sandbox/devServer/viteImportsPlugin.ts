import { realpathSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Loader, OnResolveArgs, OnResolveResult, Plugin } from 'esbuild'

/**
 * The files an import turns into a URL, as in Vite: images and fonts. esbuild copies each into the
 * build (`/__app/assets/<name>-<hash>.<ext>`) and the import's value is that URL.
 */
const assetExtensions = [
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
] as const

/** esbuild's `loader` option for the asset files. */
export const assetLoaders: Record<string, Loader> = Object.fromEntries(
  assetExtensions.map((extension) => [extension, 'file']),
)

// With the suffix CSS font stacks write (`font.woff2?v=2`, `font.svg#icons`), which esbuild keeps.
const assetPath = new RegExp(
  `(${assetExtensions.join('|').replaceAll('.', '\\.')})([?#][^/]*)?$`,
  'i',
)
// Marks this plugin's own `build.resolve` calls, so they reach esbuild's resolver, not us again.
const inner = Symbol('appkit-vite-imports')

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    return false
  }
}

/** True when `path`, links followed, is inside `realRoot`. */
function insideRoot(path: string, realRoot: string): boolean {
  let real: string
  try {
    real = realpathSync(path)
  } catch {
    return false
  }
  const inside = relative(realRoot, real)
  return inside !== '' && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside)
}

export interface ViteImportsOptions {
  /** The project root (index.html's folder): `/x` imports start there. */
  root: string
  /** Its `public/` folder, served as it is at `/`. */
  publicDir: string
}

/**
 * Resolves imports as a Vite project writes them: `/src/x.ts` from the project root, `/vite.svg`
 * from `public/` (its value is the URL `/vite.svg`, served as it is; in CSS the `url()` is left
 * as it is), `x?url` as the URL of any file. An asset that resolves outside the project root (its
 * real path, links followed) is a build error: the build's assets are served, and only the
 * project's own files may be.
 */
export function viteImportsPlugin(options: ViteImportsOptions): Plugin {
  const realRoot = realpathSync(options.root)
  return {
    name: 'appkit-vite-imports',
    setup(build) {
      const resolveHere = (path: string, args: OnResolveArgs, resolveDir: string, mark = true) =>
        build.resolve(path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir,
          ...(mark && { pluginData: inner }),
        })

      // `/x`: the project root first, then public/, as Vite looks (a filesystem path into the
      // project, which esbuild reads as it is, is left to it).
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.pluginData === inner || args.kind === 'entry-point') return undefined
        if ([realRoot, options.root].some((root) => args.path.startsWith(root + sep)))
          return undefined
        const [file = ''] = args.path.split(/[?#]/)
        if (isFile(join(options.root, file)) || !isFile(join(options.publicDir, file))) {
          // Unmarked: the rules below (`?url`, assets inside the project) apply to it too.
          const fromRoot = await resolveHere(`.${args.path}`, args, options.root, false)
          if (fromRoot.errors.length === 0) return fromRoot
          // A CSS url() that nothing resolves stays as written, for the page to load (as in Vite).
          return args.kind === 'url-token' ? { path: args.path, external: true } : undefined
        }
        if (args.kind === 'url-token' || args.kind === 'import-rule') {
          return { path: args.path, external: true }
        }
        return { path: file, namespace: 'appkit-public' }
      })
      build.onLoad({ filter: /.*/, namespace: 'appkit-public' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path)}\n`,
        loader: 'js',
      }))

      // `x?url`: the URL of the file as it is, whatever its type.
      build.onResolve({ filter: /\?url$/ }, async (args) => {
        if (args.pluginData === inner) return undefined
        const found = await resolveHere(args.path.slice(0, -'?url'.length), args, args.resolveDir)
        if (found.errors.length > 0) return { errors: found.errors }
        if (found.external || found.namespace !== 'file') return found
        if (!insideRoot(found.path, realRoot)) return outside(found.path, options.root)
        return { path: found.path, namespace: 'appkit-file' }
      })
      build.onLoad({ filter: /.*/, namespace: 'appkit-file' }, async (args) => ({
        contents: await readFile(args.path),
        loader: 'file',
        watchFiles: [args.path],
      }))

      // Every other asset: only from inside the project.
      build.onResolve({ filter: assetPath }, async (args) => {
        if (args.pluginData === inner) return undefined
        const found = await resolveHere(args.path, args, args.resolveDir)
        if (found.errors.length > 0 || found.external || found.namespace !== 'file') return found
        if (!insideRoot(found.path, realRoot)) return outside(found.path, options.root)
        return found
      })
    },
  }
}

function outside(path: string, root: string): OnResolveResult {
  return {
    errors: [
      {
        text: `${path} is outside the project (${root}): appkit dev serves only the project's own files; move it into the project, or into public/`,
      },
    ],
  }
}
