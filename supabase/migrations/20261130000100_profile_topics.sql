-- The topics a user follows ("For You"), on their profile, so a second phone or a reinstall finds them. Until now
-- they were kept on the device only. The profile's row level security (20261121000100_profiles.sql: each user
-- reads, creates and updates only their own row) covers the new column as it covers the others; no policy is
-- added or changed.
--
-- Bounds: at most 16 topics, each 1 to 40 characters, none null, none twice, one dimension. The app offers five
-- (QuoteCategory); the room above that lets a later version add topics without a migration, and the bounds keep
-- a client from storing a large value in every profile read. A check may not hold a subquery, so the rule is an
-- immutable function the check calls; quotevault-server (Database/Schema.swift, "profile-topics") enforces the
-- same rule with triggers and answers its violation as PostgREST answers this check's: 400, code 23514.
create function public.profile_topics_valid(topics text[]) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(array_ndims(topics), 1) = 1
    and cardinality(topics) <= 16
    and not exists (
      select 1 from unnest(topics) as t(topic)
      where t.topic is null or char_length(t.topic) not between 1 and 40
    )
    and cardinality(topics) = (select count(distinct t.topic) from unnest(topics) as t(topic));
$$;

alter table public.profiles
  add column topics text[] not null default '{}'
  constraint profiles_topics_check check (public.profile_topics_valid(topics));
