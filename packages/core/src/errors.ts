// Typed errors for bad input. Everything that derives from InputError is the
// user's to fix (exit status 2, one line); anything else is a bug or a crash.

export class InputError extends Error {
  override readonly name: string = 'InputError';
}

/** A combination of parameter values or a seating that a game cannot set up. */
export class ConfigError extends InputError {
  override readonly name: string = 'ConfigError';
}

/** A malformed command line or API call. */
export class UsageError extends InputError {
  override readonly name: string = 'UsageError';
}

/** A parameter value that failed validation; `message` is one line naming the value and what is accepted. */
export class ParameterError extends InputError {
  override readonly name: string = 'ParameterError';
}
