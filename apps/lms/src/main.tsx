import { bootPortal } from '@platform/shell';
import { publicWhenSignedOut } from './sign-in-first';

// A visitor without a session opening / goes straight to sign in; otherwise the portal loads (ADR 0006 r4).
void bootPortal({
  id: 'lms',
  signInFirst: !publicWhenSignedOut,
  startApp: (config) => import('./start-app').then((m) => m.startApp(config)),
});
