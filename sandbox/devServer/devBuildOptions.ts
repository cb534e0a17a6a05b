import { join } from 'node:path'
import type { BuildOptions } from 'esbuild'
import { viteEnv, viteEnvDefines } from './viteEnv.js'
import { assetLoaders, viteImportsPlugin } from './viteImportsPlugin.js'

/**
 * The esbuild options every dev build of a project shares, for what Vite projects are made of:
 * CSS imports (bundled into one stylesheet per page, `<outdir>/<entry>.css`), images and fonts
 * (served from `<outdir>/assets/` under their URL), JSON, `/x` and `public/` imports, `?url`, and
 * `import.meta.env` as Vite defines it in development (read from the env files at each call).
 * @example context({ ...devBuildOptions(root), entryPoints, outdir: '/__app', publicPath: '/__app' })
 */
export function devBuildOptions(root: string) {
  return {
    absWorkingDir: root,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'linked',
    loader: assetLoaders,
    assetNames: 'assets/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"development"', ...viteEnvDefines(viteEnv(root)) },
    logLevel: 'silent',
    plugins: [viteImportsPlugin({ root, publicDir: join(root, 'public') })],
  } satisfies BuildOptions
}
