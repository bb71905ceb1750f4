-- Five more categories (issue 42): Life, Happiness, Courage, Friendship and Hope beside QV-3.4's five, the topics
-- quote apps' users most often follow that the first five do not already cover. The category check is widened in
-- place (a check constraint is only looked up, no row is rewritten); every existing row passes it, so nothing is
-- lost. quotevault-server widens its own check the same way (Database/CategoriesMigration.swift).
alter table public.quotes drop constraint quotes_category_check;
alter table public.quotes add constraint quotes_category_check check (category in (
  'Motivation', 'Love', 'Success', 'Wisdom', 'Humor', 'Life', 'Happiness', 'Courage', 'Friendship', 'Hope'));
