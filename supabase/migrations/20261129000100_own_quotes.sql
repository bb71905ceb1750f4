-- Own quotes (issue 42): a signed-in user adds quotes of their own, private to them. They live in public.quotes
-- beside the catalogue, so favourites and collections take them as they take any quote. owner_id is null for the
-- catalogue (the seed and the service role write those) and the author's id for their own; it defaults to
-- auth.uid(), so the app inserts {text, author, category} and the row is theirs. Everyone reads the catalogue,
-- a user reads, changes and deletes only their own, and a deleted account takes its quotes with it. The quote of
-- the day is picked from the catalogue only: it is shown to every user. quotevault-server follows the same
-- policies (Rest/TableSpec.swift, TableSpec.Access.catalogueOrOwner).
alter table public.quotes
  add column owner_id uuid default auth.uid() references auth.users (id) on delete cascade;
-- A user's own text is bounded: the catalogue's is curated, a user's is not.
alter table public.quotes add constraint quotes_own_length
  check (owner_id is null or (char_length(text) <= 1000 and char_length(author) <= 200));
-- A user's quotes, newest page by id; the catalogue (owner_id is null) keeps its own indexes.
create index quotes_owner_id on public.quotes (owner_id, id) where owner_id is not null;

drop policy "Quotes are readable by everyone" on public.quotes;
create policy "The catalogue is readable by everyone" on public.quotes
  for select to anon, authenticated using (owner_id is null);
create policy "Users read their own quotes" on public.quotes
  for select to authenticated using ((select auth.uid()) = owner_id);
create policy "Users add their own quotes" on public.quotes
  for insert to authenticated with check ((select auth.uid()) = owner_id);
create policy "Users change their own quotes" on public.quotes
  for update to authenticated using ((select auth.uid()) = owner_id) with check ((select auth.uid()) = owner_id);
create policy "Users delete their own quotes" on public.quotes
  for delete to authenticated using ((select auth.uid()) = owner_id);

grant insert, update, delete on public.quotes to authenticated;

-- A favourite or a collection entry may not name another user's own quote: the foreign key alone would accept
-- its id (foreign key checks do not see row level security). A quote that does not exist passes here, so the
-- foreign key still answers it (23503, "the quote no longer exists", as before). Security definer, since the
-- caller cannot see the quote this looks for.
create function public.may_reference_quote(quote bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (
    select 1 from public.quotes q
    where q.id = quote and q.owner_id is not null and q.owner_id is distinct from (select auth.uid()));
$$;

drop policy "Users add their own favourites" on public.favorites;
create policy "Users add their own favourites" on public.favorites
  for insert to authenticated
  with check ((select auth.uid()) = user_id and public.may_reference_quote(quote_id));
drop policy "Users change their own favourites" on public.favorites;
create policy "Users change their own favourites" on public.favorites
  for update to authenticated using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and public.may_reference_quote(quote_id));
drop policy "Users add quotes to their collections" on public.collection_quotes;
create policy "Users add quotes to their collections" on public.collection_quotes
  for insert to authenticated
  with check (public.owns_collection(collection_id) and public.may_reference_quote(quote_id));
drop policy "Users change quotes in their collections" on public.collection_quotes;
create policy "Users change quotes in their collections" on public.collection_quotes
  for update to authenticated using (public.owns_collection(collection_id))
  with check (public.owns_collection(collection_id) and public.may_reference_quote(quote_id));

-- The quote of the day comes from the catalogue only (the same formula over the catalogue's quotes in id order;
-- with no own quotes it picks what it picked before).
create or replace function public.quotes_of_the_days(from_day date, days integer default 14)
returns table (day date, id bigint, text text, author text, category text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  total bigint;
begin
  if days is null or days < 1 or days > 62 then
    raise exception 'days must be between 1 and 62' using errcode = '22023';
  end if;
  if from_day is null or from_day < date '1900-01-01' or from_day + (days - 1) > current_date + 62 then
    raise exception 'dates must lie between 1900-01-01 and two months from today' using errcode = '22008';
  end if;
  select count(*) into total from public.quotes where owner_id is null;
  if total > 0 then
    insert into public.daily_quotes (day, quote_id)
    select d::date, (
        select q.id from public.quotes q where q.owner_id is null order by q.id
        offset ((((d::date - date '2000-01-01')::bigint * 48271) % total) + total) % total
        limit 1)
    from generate_series(from_day, from_day + (days - 1), interval '1 day') d
    on conflict on constraint daily_quotes_pkey do nothing;
  end if;
  return query
    select dq.day, q.id, q.text, q.author, q.category
    from public.daily_quotes dq join public.quotes q on q.id = dq.quote_id
    where dq.day between from_day and from_day + (days - 1)
    order by dq.day;
end;
$$;
