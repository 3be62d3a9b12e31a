/** Minimal logger seam: the shell may swap in a remote logger later; tests spy on console.warn. */
export interface Logger {
  info: (message: string, detail?: unknown) => void;
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
}

export function createLogger(scope: string): Logger {
  const prefix = `[${scope}]`;
  return {
    info: (message, detail) => console.info(prefix, message, ...(detail === undefined ? [] : [detail])),
    warn: (message, detail) => console.warn(prefix, message, ...(detail === undefined ? [] : [detail])),
    error: (message, detail) => console.error(prefix, message, ...(detail === undefined ? [] : [detail])),
  };
}
