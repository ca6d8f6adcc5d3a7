// !! BROWSER SAFE !!
/** A tiny Result type: parsers and constructors return one instead of throwing on user input. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A success carrying `value`. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
/** A failure carrying `error`. */
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The result with its value changed by `f`; a failure unchanged. */
export function map<T, U, E>(r: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}

/** Returns the value or throws the error: for tests and for built-in data known to be valid. */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = r.error as unknown;
  throw e instanceof Error
    ? e
    : new Error(
        typeof e === 'object' && e !== null
          ? 'message' in e
            ? String(e.message)
            : JSON.stringify(e)
          : String(e),
      );
}
