/**
 * How an app's controller adds behaviour to a session: by composition, never by extending it. The
 * controller holds a GameSession (`session`), hears of every change through the session's
 * `onChange`, defines its own members (an undo that also takes back a restart, say), and shows the
 * rest of the session's members as its own: `export const Controller = showSession(Own)`, typed
 * so (Composed<Own>: its own members, then the session's).
 */
import { GameSession } from './session.ts';

/** A controller with its session's members shown as its own (its own members first). */
export type Composed<T extends { readonly session: object }> = T & Omit<T['session'], keyof T>;

/** Every public member of GameSession: its getters and methods, and its `start`. */
export const SESSION_MEMBERS: readonly string[] = [
  'start',
  ...Object.getOwnPropertyNames(GameSession.prototype).filter((n) => n !== 'constructor'),
];

/**
 * Makes each public member of a controller's `session` readable (a getter) or callable (a method)
 * on the controller, except those the controller's class defines itself. Returns the class, typed
 * with the session's members: `export const GameController = showSession(Controller)`.
 */
export function showSession<A extends unknown[], T extends { readonly session: object }>(
  cls: new (...args: A) => T,
): new (...args: A) => Composed<T> {
  const proto = cls.prototype as object;
  for (const name of SESSION_MEMBERS) {
    if (Object.prototype.hasOwnProperty.call(proto, name)) continue;
    const d = Object.getOwnPropertyDescriptor(GameSession.prototype, name);
    const own = (self: T): Record<string, unknown> => self.session as unknown as Record<string, unknown>;
    if (typeof d?.value === 'function') {
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value(this: T, ...args: unknown[]): unknown {
          const session = own(this);
          return (session[name] as (...a: unknown[]) => unknown).apply(session, args);
        },
      });
    } else {
      Object.defineProperty(proto, name, {
        configurable: true,
        get(this: T): unknown {
          return own(this)[name];
        },
      });
    }
  }
  return cls;
}
