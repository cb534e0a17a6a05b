import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BuildResult, Plugin } from 'esbuild'

export interface DevBuildPluginOptions {
  generatedModulePath: string
  /** Read at every build, so a new text (the config changed) is picked up by the next one. */
  devModuleText(): string
  onEnd(result: BuildResult, usedDevModule: boolean): void
}

// This package's root: two levels above both `sandbox/devServer/` and the bundled `dist/cli/`.
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const entries: Record<string, [source: string, built: string]> = {
  appkit: ['runtime/core/index.ts', 'dist/runtime/core/index.js'],
  'appkit/react': ['runtime/react/index.ts', 'dist/runtime/react/index.js'],
  'appkit/solana': [
    'runtime/core/adapters/solana/index.ts',
    'dist/runtime/core/adapters/solana/index.js',
  ],
  'appkit/bitcoin': [
    'runtime/core/adapters/bip122/index.ts',
    'dist/runtime/core/adapters/bip122/index.js',
  ],
  'appkit/config': ['schema/index.ts', 'dist/schema/index.js'],
}

function withoutExtension(path: string): string {
  return path.replace(/\.(tsx?|jsx?)$/, '')
}

/**
 * esbuild plugins of the dev build: the app's import of its generated module gets the dev
 * variant (sandbox RPCs and services) without the file on disk changing, and `appkit/*` resolves
 * to this package when the project has not installed it (the repository's own example).
 */
export function devBuildPlugins(options: DevBuildPluginOptions): Plugin[] {
  const generated = withoutExtension(options.generatedModulePath)
  let usedDevModule = false
  return [
    {
      name: 'appkit-dev-module',
      setup(build) {
        build.onStart(() => {
          usedDevModule = false
        })
        build.onResolve({ filter: /appkit\.generated/ }, (args) => {
          const target = withoutExtension(resolve(args.resolveDir, args.path))
          return target === generated ? { path: generated, namespace: 'appkit-dev' } : undefined
        })
        build.onLoad({ filter: /.*/, namespace: 'appkit-dev' }, () => {
          usedDevModule = true
          return {
            contents: options.devModuleText(),
            loader: 'tsx',
            resolveDir: dirname(options.generatedModulePath),
          }
        })
      },
    },
    {
      name: 'appkit-self',
      setup(build) {
        build.onResolve({ filter: /^appkit(\/react|\/config|\/solana|\/bitcoin)?$/ }, (args) => {
          if (existsSync(join(args.resolveDir, 'node_modules', 'appkit'))) return undefined
          const [source, built] = entries[args.path] ?? []
          const candidates = [source, built]
            .filter(Boolean)
            .map((path) => join(packageRoot, path ?? ''))
          const found = candidates.find((path) => existsSync(path))
          return found ? { path: found } : undefined
        })
      },
    },
    {
      name: 'appkit-dev-reload',
      setup(build) {
        build.onEnd((result) => options.onEnd(result, usedDevModule))
      },
    },
  ]
}
