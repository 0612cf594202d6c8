import { settingsProblems, settingsRefused } from '@cobber/kit';
import { z } from 'zod';

/** Values a starter gives a package where its own defaults differ from the package's. */
export type Defaults = Record<string, string | undefined>;

/** One package's settings as a starter runs it: the package's own declaration, and the starter's defaults. */
export interface Declared<S extends z.ZodObject = z.ZodObject> {
  schema: S;
  defaults: Defaults;
}

export type Composed<P extends Record<string, Declared>> = { [K in keyof P]: z.output<P[K]['schema']> };

/** The environment over the defaults: what is set wins; a setting set empty counts as unset. */
export function overDefaults(defaults: Defaults, env: NodeJS.ProcessEnv): Record<string, string> {
  const layered: Record<string, string> = {};
  for (const [name, value] of [...Object.entries(defaults), ...Object.entries(env)]) {
    if (value !== undefined && value !== '') layered[name] = value;
  }
  return layered;
}

/**
 * Reads every package's settings from one environment, each through its own declaration
 * (a setting is declared once, by its package). Every problem of every
 * package is reported at once, each line once, as the ConfigError that exits 2.
 *
 * `madeLater` names settings the starter makes itself once it has started something (the
 * embedded database's URL, the kept secrets): checked when set, not missed when unset, so a
 * bad setting is refused before anything starts.
 */
export function composeSettings<P extends Record<string, Declared>>(packages: P, env: NodeJS.ProcessEnv, madeLater: readonly string[] = []): Composed<P> {
  const composed: Record<string, unknown> = {};
  const problems = new Set<string>();
  for (const [name, { schema, defaults }] of Object.entries(packages)) {
    const result = unsetAllowed(schema, madeLater).safeParse(overDefaults(defaults, env));
    if (result.success) composed[name] = result.data;
    else for (const problem of settingsProblems(result.error)) problems.add(problem);
  }
  if (problems.size > 0) throw settingsRefused([...problems]);
  return composed as Composed<P>;
}

/** The schema with these settings optional; its rules (refinements) kept. */
function unsetAllowed(schema: z.ZodObject, names: readonly string[]): z.ZodObject {
  const optional = Object.fromEntries(names.filter((name) => name in schema.shape).map((name) => [name, schema.shape[name]!.optional()]));
  return Object.keys(optional).length === 0 ? schema : schema.safeExtend(optional);
}
