// What every reader of the environment (config.ts, auth/config.ts, watch/config.ts, the start
// files) shares: the one error that stops the start with its message, and the number check.

export class ConfigError extends Error {}

/**
 * `name`'s number from `min` to `max`, `fallback` when unset; `what` names it in the refusal ("an
 * hour": then a whole number).
 */
export function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  what = 'a number',
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const whole = what === 'a number' || Number.isInteger(value);
  if (!Number.isFinite(value) || !whole || value < min || value > max) {
    throw new ConfigError(`${name} must be ${what} from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
