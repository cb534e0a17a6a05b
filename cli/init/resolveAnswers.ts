import { configSchema } from '../../schema/index.js'
import { CliError } from '../CliError.js'
import type { Prompter } from './createPrompter.js'
import type { ProjectInfo } from './detectProject.js'
import { defaultInitNetworks, parseNetworks } from './parseNetworks.js'

/** The values a new config is written from. */
export interface InitAnswers {
  projectId: string
  name: string
  url: string
  networks: string[]
}

export interface AnswerFlags {
  yes?: boolean | undefined
  projectId?: string | undefined
  networks?: string | undefined
  name?: string | undefined
  url?: string | undefined
}

const dashboardUrl = 'https://dashboard.reown.com'
const dashboard = `the WalletConnect dashboard (${dashboardUrl})`
const fields = {
  projectId: configSchema.shape.projectId,
  name: configSchema.shape.metadata.shape.name,
  url: configSchema.shape.metadata.shape.url,
}

// The schema's own message, so init and `appkit validate` word a problem the same way.
function problem(field: keyof typeof fields, value: string): string | undefined {
  const result = fields[field].safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

function checked(field: keyof typeof fields, flag: string, value: string): string {
  const message = problem(field, value)
  if (message === undefined) return value
  const lines = field === 'projectId' ? [`Copy the project id from ${dashboard}.`] : []
  throw new CliError(`${flag} '${value}' ${message}.`, { code: 'INIT_INVALID_FLAG', lines })
}

// The origin metadata.url should name: the declared homepage, else the dev server's usual port.
function defaultUrl(project: ProjectInfo): string {
  if (project.homepage && problem('url', project.homepage) === undefined) {
    return new URL(project.homepage).origin
  }
  return project.dependencies.has('vite') ? 'http://localhost:5173' : 'http://localhost:3000'
}

function missingProjectId(yes: boolean | undefined): CliError {
  return yes
    ? new CliError('A project id is required: pass --project-id <id>.', {
        code: 'INIT_MISSING_FLAG',
        lines: [`It is 32 lowercase hex characters, from ${dashboard}.`],
      })
    : new CliError('--project-id is missing, and there is no terminal to ask for it.', {
        code: 'INIT_MISSING_FLAG',
        lines: [
          `Pass --project-id <id> (32 lowercase hex characters, from ${dashboard}).`,
          'The other values have defaults: --networks, --name and --url override them.',
        ],
      })
}

/**
 * Settles every value of the new config: flags first, then answers to prompts (only when a
 * prompter is given and `yes` is not), then defaults. The project id has no default.
 * @example await resolveAnswers({ yes: true, projectId: 'ab…' }, project) // { networks: ['mainnet', 'base'], ... }
 */
export async function resolveAnswers(
  flags: AnswerFlags,
  project: ProjectInfo,
  prompter?: Prompter,
): Promise<InitAnswers> {
  const name = checked('name', '--name', flags.name ?? project.name.slice(0, 64))
  const url = checked('url', '--url', flags.url ?? defaultUrl(project))
  const ask = flags.yes ? undefined : prompter
  let projectId: string
  if (flags.projectId !== undefined)
    projectId = checked('projectId', '--project-id', flags.projectId)
  else if (ask) {
    projectId = await ask.ask({
      message: `WalletConnect project id (from ${dashboardUrl})`,
      validate: (answer) => {
        const message = problem('projectId', answer)
        return message && `The project id ${message}.`
      },
    })
  } else throw missingProjectId(flags.yes)
  let networks: string[]
  if (flags.networks !== undefined) networks = parseNetworks(flags.networks)
  else if (ask) {
    const answer = await ask.ask({
      message: 'Networks (comma-separated; the first is the default)',
      defaultAnswer: defaultInitNetworks.join(','),
      validate: (list) => {
        try {
          parseNetworks(list, 'the list')
          return undefined
        } catch (error) {
          return (error as Error).message
        }
      },
    })
    networks = parseNetworks(answer)
  } else networks = [...defaultInitNetworks]
  return { projectId, name, url, networks }
}
