/** A new random bypass hash: 32 hex characters (128 bits) from the browser's CSPRNG. */
export function generateMaintenanceHash(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The address that opens a portal past the maintenance page: `<origin>/?maintenance_hash=<hash>`. */
export function maintenanceBypassLink(origin: string, hash: string): string {
  return `${origin.replace(/\/+$/, '')}/?maintenance_hash=${encodeURIComponent(hash)}`;
}
