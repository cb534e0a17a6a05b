import { join, relative, sep } from 'node:path'
import type { GenerateResult } from '../generate.js'
import type { PackageManager, ProjectInfo } from './detectProject.js'

/** What the user does after `appkit init`, as commands and code to copy. */
export interface NextSteps {
  /** Installs what the app lacks (appkit, react, react-dom); undefined when nothing is missing. */
  install: string | undefined
  /** Installs the React type packages a TypeScript app lacks; undefined when none is missing. */
  installTypes: string | undefined
  /** The directory, relative to the project root, whose files import the module ('' = the root). */
  importFrom: string
  importLine: string
  doctor: string
  /** Runs the app offline on the sandbox. */
  dev: string
  /** Installs anvil, which `appkit dev` needs for its local chains; undefined when present. */
  installDev: string | undefined
  /**
   * Installs what `appkit dev` needs for Solana Localnet (litesvm, SPL Token), for a config with
   * Solana networks; undefined when present or not needed.
   */
  installSolanaDev: string | undefined
  /**
   * Why email login is not offered and how to offer it, when the config leaves it on without a
   * secure site (`appkit validate` warns the same); undefined otherwise.
   */
  emailLogin: string | undefined
}

const addCommand: Record<PackageManager, { add: string; dev: string }> = {
  npm: { add: 'npm install', dev: 'npm install --save-dev' },
  pnpm: { add: 'pnpm add', dev: 'pnpm add --save-dev' },
  yarn: { add: 'yarn add', dev: 'yarn add --dev' },
  bun: { add: 'bun add', dev: 'bun add --dev' },
}

/** What the Solana sandbox runs on besides `@solana/web3.js`, which comes with appkit. */
const solanaSandboxPackages = ['litesvm', '@solana/spl-token']

function missing(project: ProjectInfo, names: readonly string[]): string[] {
  return names.filter((name) => !project.dependencies.has(name))
}

/**
 * The steps `appkit init` prints: what to install with the project's package manager, the import
 * line (relative to where the app's code lives: `src/` when it exists) and the doctor command.
 * @example nextSteps(project, '/app/src/appkit.generated.tsx').importLine
 * // "import { AppKitProvider, AppKitButton } from './appkit.generated'"
 */
export function nextSteps(
  project: ProjectInfo,
  generatedPath: string,
  namespaces: readonly string[] = [],
  warnings: GenerateResult['warnings'] = [],
): NextSteps {
  const commands = addCommand[project.packageManager]
  const runtime = missing(project, ['appkit', 'react', 'react-dom'])
  const types = project.typescript ? missing(project, ['@types/react', '@types/react-dom']) : []
  const appDirectory = project.src ? join(project.root, 'src') : project.root
  const withoutExtension = relative(appDirectory, generatedPath).replace(/\.tsx?$/, '')
  const specifier = withoutExtension.split(sep).join('/')
  return {
    install: runtime.length > 0 ? `${commands.add} ${runtime.join(' ')}` : undefined,
    installTypes: types.length > 0 ? `${commands.dev} ${types.join(' ')}` : undefined,
    importFrom: project.src ? 'src/' : '',
    importLine: `import { AppKitProvider, AppKitButton } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}'`,
    doctor: 'npx appkit doctor',
    dev: 'npx appkit dev',
    installDev: project.dependencies.has('@foundry-rs/anvil')
      ? undefined
      : `${commands.dev} @foundry-rs/anvil`,
    installSolanaDev:
      namespaces.includes('solana') && missing(project, solanaSandboxPackages).length > 0
        ? `${commands.dev} litesvm@1.5.0 @solana/spl-token@0.4.15`
        : undefined,
    emailLogin: warnings.some((warning) => warning.path === 'features.email')
      ? 'Email login is not offered until services.secureSite names a secure site that implements docs/secure-site.md (appkit dev runs a stand-in); or set features.email: false'
      : undefined,
  }
}
