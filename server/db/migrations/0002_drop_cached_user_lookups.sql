-- Provider lookups of names typed at sign-in were stored for good, one row per name anyone typed,
-- so anyone could grow the table without end. They are now kept in a bounded memory cache: drop the
-- rows (members' own lookups by user id are fetched again on demand).
DELETE FROM `provider_cache` WHERE `path` LIKE 'user/%';
