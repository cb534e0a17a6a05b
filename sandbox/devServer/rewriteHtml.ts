/** What `rewriteHtml` found and produced. */
export interface RewrittenHtml {
  html: string
  /** The module entry the page loads, relative to the project root (e.g. `src/main.tsx`). */
  entry: string
}

/**
 * index.html has no module script of the app's source to build: it names the scripts it loads
 * instead (a prebuilt bundle, say) and what to write.
 */
export class HtmlEntryError extends Error {
  override name = 'HtmlEntryError'
  readonly hint =
    'Point a <script type="module" src="/src/main.tsx"> at your source entry: appkit dev builds it with the dev variant of the generated module.'

  constructor(html: string) {
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1])
    super(
      scripts.length > 0
        ? `index.html loads ${scripts.join(', ')}, not a module script of your source: appkit dev cannot rewrite a prebuilt bundle.`
        : 'index.html has no <script type="module" src="..."> pointing at the app entry.',
    )
  }
}

const moduleScript = /<script\s+type=["']module["']\s+src=["']([^"']+\.[jt]sx?)["']\s*><\/script>/i

/**
 * Prepares a project's `index.html` for the dev server: the module script that points at a source
 * file (`/src/main.tsx`, as Vite projects write it) is replaced by the bundle, the bundle's
 * stylesheet (the CSS its modules import) is linked at the end of <head> (where Vite's build puts
 * it, after the page's own links), and the dev-only scripts (the sandbox wallet, live reload) are
 * put first in <head>, before the app, as a browser extension's content script would be.
 * @example rewriteHtml('<head></head><script type="module" src="/src/main.tsx"></script>', {...})
 */
export function rewriteHtml(
  html: string,
  options: { bundlePath: string; stylesheetPath: string; headScripts: readonly string[] },
): RewrittenHtml {
  const match = html.match(moduleScript)
  if (!match?.[1]) throw new HtmlEntryError(html)
  const entry = match[1].replace(/^\.?\//, '')
  const scripts = options.headScripts.map((src) => `<script src="${src}"></script>`).join('\n    ')
  const stylesheet = `<link rel="stylesheet" href="${options.stylesheetPath}" />`
  const bundle = `<script type="module" src="${options.bundlePath}"></script>`
  const withBundle = /<\/head>/i.test(html)
    ? html.replace(match[0], bundle).replace(/<\/head>/i, (end) => `  ${stylesheet}\n  ${end}`)
    : html.replace(match[0], `${stylesheet}\n    ${bundle}`)
  const withHead = /<head[^>]*>/i.test(withBundle)
    ? withBundle.replace(/<head[^>]*>/i, (head) => `${head}\n    ${scripts}`)
    : `${scripts}\n${withBundle}`
  return { html: withHead, entry }
}

/** The page used when a project has no index.html of its own. */
export function defaultHtml(entry: string, title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title.replace(/[<>&"]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`
}
