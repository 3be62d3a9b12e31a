/**
 * A value made on first use and kept (a constant that is costly to make: an argon2 hash of a fixed text, font files).
 * Never for state of the app — that lives in `app.services` — and never for anything that differs per request.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
