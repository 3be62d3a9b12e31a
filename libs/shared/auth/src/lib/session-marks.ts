/** Browser marks of spec §4: a cookie saying "signed in" (never a token) and the return path. */
export const SIGNED_IN_COOKIE = 'platform_signed_in';
export const RETURN_TO_KEY = 'platform_auth_return_to';
export const FLASH_KEY = 'platform_auth_flash';

function secureSuffix(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

export function setSignedInMarker(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/; SameSite=Lax${secureSuffix()}`;
}

export function clearSignedInMarker(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secureSuffix()}`;
}

export function hasSignedInMarker(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** Only same-origin paths are accepted as return targets (no open redirect through `//evil.example`). */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path.startsWith('/auth/') || path.startsWith('/login-error')) return '/';
  return path;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export function saveReturnPath(path: string): void {
  window.sessionStorage.setItem(RETURN_TO_KEY, safeReturnPath(path));
}

export function takeReturnPath(): string {
  const path = window.sessionStorage.getItem(RETURN_TO_KEY);
  window.sessionStorage.removeItem(RETURN_TO_KEY);
  return safeReturnPath(path);
}
