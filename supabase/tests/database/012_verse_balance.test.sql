-- Fewer King James verses in Hope and Friendship (20261202000300_verse_balance.sql): on a project that still holds
-- the verses the more-quotes migration added, each of the 15 ids takes the seed's new words and author, in the same
-- category, leaving 7 verses in each of the two; a user's own quote on one of the ids (even with the verse's words)
-- and a quote the project changed itself are left alone; favourites follow the id; a second run changes nothing.
begin;
select plan(12);

insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000f1', 'f@example.com');
-- The project as it was before: the verses and their books on the 15 ids.
create temporary table old_verses (id bigint primary key, text text not null, author text not null);
insert into old_verses (id, text, author) values
  (734, 'Faithful are the wounds of a friend; but the kisses of an enemy are deceitful.', 'Book of Proverbs'),
  (736, 'Ointment and perfume rejoice the heart: so doth the sweetness of a man''s friend by hearty counsel.', 'Book of Proverbs'),
  (739, 'A faithful friend is the medicine of life.', 'Ecclesiasticus'),
  (753, 'He that covereth a transgression seeketh love; but he that repeateth a matter separateth very friends.', 'Book of Proverbs'),
  (755, 'Nothing doth countervail a faithful friend, and his excellency is invaluable.', 'Ecclesiasticus'),
  (757, 'They that sow in tears shall reap in joy.', 'Book of Psalms'),
  (758, 'Why art thou cast down, O my soul? and why art thou disquieted within me? hope thou in God.', 'Book of Psalms'),
  (759, 'I wait for the LORD, my soul doth wait, and in his word do I hope.', 'Book of Psalms'),
  (762, 'Rejoicing in hope; patient in tribulation.', 'Paul the Apostle'),
  (763, 'Tribulation worketh patience; and patience, experience; and experience, hope.', 'Paul the Apostle'),
  (765, 'For to him that is joined to all the living there is hope: for a living dog is better than a dead lion.', 'Ecclesiastes'),
  (766, 'The people that walked in darkness have seen a great light.', 'Book of Isaiah'),
  (767, 'For, lo, the winter is past, the rain is over and gone; the flowers appear on the earth.', 'Song of Solomon'),
  (776, 'And we know that all things work together for good to them that love God.', 'Paul the Apostle'),
  (778, 'Turn you to the strong hold, ye prisoners of hope.', 'Book of Zechariah');
create temporary table new_words as select id, text, author, category from public.quotes where id in (select id from old_verses);
update public.quotes q set text = o.text, author = o.author from old_verses o where q.id = o.id;
-- A user's own quote on id 778 (its words the verse's), a quote the project edited itself (id 757), and a favourite
-- of a replaced verse.
delete from public.quotes where id = 778;
insert into public.quotes (id, text, author, category, owner_id)
  select 778, text, 'F', 'Hope', '00000000-0000-0000-0000-0000000000f1' from old_verses where id = 778;
update public.quotes set text = 'Words the project chose itself.' where id = 757;
insert into public.favorites (user_id, quote_id) values ('00000000-0000-0000-0000-0000000000f1', 762);
create temporary table categories_before as select category, count(*) n from public.quotes group by category;
select is((select count(*) from public.quotes q join old_verses o using (id) where q.text = o.text and q.owner_id is null),
          13::bigint, 'before: 13 catalogue quotes hold the verses');

\i supabase/migrations/20261202000300_verse_balance.sql
select is((select count(*) from public.quotes q join new_words w using (id)
           where q.text = w.text and q.author = w.author and q.category = w.category and q.owner_id is null),
          13::bigint, 'each catalogue quote that held a verse has the seed''s words and author');
select is((select count(*) from public.quotes q join old_verses o using (id) where q.text = o.text and q.owner_id is null),
          0::bigint, 'no catalogue quote keeps a replaced verse');
select is((select text || ' / ' || author from public.quotes where id = 762),
          'He that lives upon hope will die fasting. / Benjamin Franklin', 'Romans 12:12 is Franklin''s line now');
select is((select text from public.quotes where id = 778), (select text from old_verses where id = 778),
          'a user''s own quote on a replaced id keeps its words, even the verse''s');
select is((select owner_id::text || ' ' || author from public.quotes where id = 778),
          '00000000-0000-0000-0000-0000000000f1 F', 'and its owner and author');
select is((select text from public.quotes where id = 757), 'Words the project chose itself.',
          'a quote the project changed itself is left as it is');
select is((select count(*) from public.favorites where quote_id = 762), 1::bigint, 'a favourite follows the id');
select set_eq('select category, count(*) n from public.quotes group by category', 'select * from categories_before',
              'every category keeps its count');
select is((select count(*) from public.quotes where owner_id is null and category in ('Hope', 'Friendship')
           and (author like 'Book of %' or author in ('Paul the Apostle', 'Epistle to the Hebrews', 'Ecclesiastes',
                                                     'Ecclesiasticus', 'Song of Solomon', 'First Book of Samuel'))),
          15::bigint, 'Hope and Friendship hold 7 verses each, and the quote the project edited keeps its book');

create temporary table after_first as select id, text, author, category, owner_id from public.quotes;
\i supabase/migrations/20261202000300_verse_balance.sql
select set_eq('select id, text, author, category, owner_id from public.quotes', 'select * from after_first',
              'run again, it changes nothing');
select is((select count(*) from public.quotes), 780::bigint, 'no quote is added or removed');

select * from finish();
rollback;
