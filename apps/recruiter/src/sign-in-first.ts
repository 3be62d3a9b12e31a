/**
 * Every page of this portal needs a signed-in user. Read by the portal definition and by the entry, which sends a
 * visitor without a session to sign in before it loads the portal (ADR 0006 revision 4).
 */
export const publicWhenSignedOut = false;
