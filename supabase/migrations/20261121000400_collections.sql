-- Collections: named groups of quotes. The client may generate the id (offline creation, idempotent replay).
create table public.collections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now()
);

create index collections_user_created on public.collections (user_id, created_at);

create table public.collection_quotes (
  collection_id uuid not null references public.collections (id) on delete cascade,
  quote_id bigint not null references public.quotes (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (collection_id, quote_id)
);

alter table public.collections enable row level security;
alter table public.collection_quotes enable row level security;

create policy "Users read their own collections" on public.collections
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users create their own collections" on public.collections
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users rename their own collections" on public.collections
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users delete their own collections" on public.collections
  for delete to authenticated using ((select auth.uid()) = user_id);

-- A quote belongs to a collection only through a collection its owner can see.
create function public.owns_collection(collection uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.collections c where c.id = collection and c.user_id = (select auth.uid()));
$$;

create policy "Users read quotes in their collections" on public.collection_quotes
  for select to authenticated using (public.owns_collection(collection_id));
create policy "Users add quotes to their collections" on public.collection_quotes
  for insert to authenticated with check (public.owns_collection(collection_id));
create policy "Users change quotes in their collections" on public.collection_quotes
  for update to authenticated using (public.owns_collection(collection_id))
  with check (public.owns_collection(collection_id));
create policy "Users remove quotes from their collections" on public.collection_quotes
  for delete to authenticated using (public.owns_collection(collection_id));

grant select, insert, update, delete on public.collections, public.collection_quotes to authenticated;
