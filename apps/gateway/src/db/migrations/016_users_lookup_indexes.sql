-- Sign-in, registration's duplicate checks, password reset and the admin's "username taken" check find a user by
-- lower(username): without this index they read the whole users table (8.8 ms per look-up with 10,000 youths on the
-- bench machine; a national user base has millions). (lower(email) and mobile have theirs since 007.)
create index users_username_lower on users (lower(username));
