import type { BuildResult } from 'esbuild'

export function buildExample(options?: {
  entry?: string
  out?: string
}): Promise<BuildResult<{ metafile: true }>>
