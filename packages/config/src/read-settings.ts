import { z } from 'zod';

/** The environment holds an invalid value; the launcher prints its message without a stack. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Where settings come from: `process.env` in a service's config module, a plain object in tests. */
export type SettingsSource = Readonly<Record<string, string | undefined>>;

export interface ProblemReport {
  /** The first words of the message, naming the service: `Invalid API configuration`. */
  readonly heading: string;
  /**
   * `one line`: `heading: NAME: problem; NAME: problem`, as a log line. `one per line`: each problem on a
   * line of its own with the variable under it.
   */
  readonly layout: 'one line' | 'one per line';
}

/** A service refuses its settings for a reason of its own (a development key in production). */
export function configProblem({ heading }: ProblemReport, problem: string): ConfigError {
  return new ConfigError(`${heading}:\n${problem}`);
}

/**
 * Parses `schema` from `source`; a blank value counts as unset, so that `NAME=` in a deploy file means the
 * default rather than an empty string.
 * @throws ConfigError naming every invalid variable.
 */
export function readSettings<T extends z.ZodType>(
  schema: T,
  source: SettingsSource,
  report: ProblemReport,
): z.output<T> {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(set);
  if (parsed.success) return parsed.data;
  if (report.layout === 'one per line') throw configProblem(report, z.prettifyError(parsed.error));
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`${report.heading}: ${problems.join('; ')}`);
}
