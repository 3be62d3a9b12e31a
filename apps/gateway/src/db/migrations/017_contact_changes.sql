-- An administrator's change of a user's e-mail or mobile (issue 10, finding 2). The changed address loses its
-- verified mark (user-admin.updateUserDetails), and contact_changed_at records that someone other than the account
-- holder chose it: the public, unauthenticated verification starts (the registration's code resend and e-mail link)
-- never serve such an account, or whoever controls the new address could verify it and then reset the password.
alter table users add column contact_changed_at timestamptz;
