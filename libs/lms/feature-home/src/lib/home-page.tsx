import { useAuth } from '@platform/auth';
import { PortalHome } from '@platform/ui';

/** The signed-in home of the lms portal: who is signed in, and what the portal is for. */
export function HomePage() {
  const { user } = useAuth();
  return <PortalHome user={user} purposeTextId="portals.lms.home.purpose" />;
}
