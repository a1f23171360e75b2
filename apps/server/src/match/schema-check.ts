/**
 * Compile-time checks that the server's schemas read what the shared protocol names: a type
 * `Holds<…>` fails to compile when they drift apart.
 */

/** Whether two object types name the same fields, no more, no fewer. */
export type SameFields<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [
  never,
]
  ? true
  : false;

/** Compiles only when `T` is `true`. */
export type Holds<T extends true> = T;
