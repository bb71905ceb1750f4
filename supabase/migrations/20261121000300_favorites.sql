-- Favourites: a user's saved quotes, one row per user and quote.
create table public.favorites (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  quote_id bigint not null references public.quotes (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, quote_id)
);

create index favorites_user_created on public.favorites (user_id, created_at desc);

alter table public.favorites enable row level security;

create policy "Users read their own favourites" on public.favorites
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users add their own favourites" on public.favorites
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users change their own favourites" on public.favorites
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users remove their own favourites" on public.favorites
  for delete to authenticated using ((select auth.uid()) = user_id);

grant select, insert, update, delete on public.favorites to authenticated;
