-- Corrections to shipped catalogue quotes (20261202000200_quote_corrections.sql): on a project that still holds the
-- old words, each of the 36 ids takes the seed's new words and author, in the same category; a user's own quote on
-- one of the ids (even with the old words) and a quote the project changed itself are left alone; favourites
-- follow the id; a second run changes nothing.
begin;
select plan(12);

insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000e1', 'e@example.com');
-- The project as it was before the corrections: the old words and authors on the 36 ids.
create temporary table old_words (id bigint primary key, text text not null, author text not null);
insert into old_words (id, text, author) values
  (1, 'The journey of a thousand miles begins with one step.', 'Lao Tzu'),
  (5, 'I am not afraid of storms, for I am learning how to sail my ship.', 'Louisa May Alcott'),
  (9, 'Act as if what you do makes a difference. It does.', 'William James'),
  (20, 'Whether you think you can, or you think you can''t, you''re right.', 'Henry Ford'),
  (28, 'You should be kissed, and often, and by someone who knows how.', 'Margaret Mitchell'),
  (39, 'One word frees us of all the weight and pain of life: that word is love.', 'Sophocles'),
  (41, 'Love is patient, love is kind.', 'Paul the Apostle'),
  (53, 'Success is dependent on effort.', 'Sophocles'),
  (64, 'Success is how high you bounce when you hit bottom.', 'George S. Patton'),
  (70, 'Life can only be understood backwards; but it must be lived forwards.', 'Søren Kierkegaard'),
  (71, 'He who has a why to live can bear almost any how.', 'Friedrich Nietzsche'),
  (73, 'Waste no more time arguing about what a good man should be. Be one.', 'Marcus Aurelius'),
  (76, 'Knowing others is intelligence; knowing yourself is true wisdom.', 'Lao Tzu'),
  (79, 'The best time to plant a tree was twenty years ago. The second best time is now.', 'Chinese proverb'),
  (87, 'Real knowledge is to know the extent of one''s ignorance.', 'Confucius'),
  (90, 'Always forgive your enemies; nothing annoys them so much.', 'Oscar Wilde'),
  (104, 'Never put off till tomorrow what may be done day after tomorrow just as well.', 'Mark Twain'),
  (233, 'No act of kindness, no matter how small, is ever wasted.', 'Aesop'),
  (243, 'Gratitude is the sign of noble souls.', 'Aesop'),
  (263, 'Not for ourselves alone are we born.', 'Cicero'),
  (322, 'The beginning is the most important part of the work.', 'Plato'),
  (329, 'Knowledge is power.', 'Francis Bacon'),
  (448, 'To love or have loved, that is enough. Ask nothing further.', 'Victor Hugo'),
  (452, 'Life is like riding a bicycle. To keep your balance you must keep moving.', 'Albert Einstein'),
  (471, 'When I play with my cat, who knows if I am not a pastime to her more than she is to me?', 'Michel de Montaigne'),
  (497, 'One must still have chaos in oneself to be able to give birth to a dancing star.', 'Friedrich Nietzsche'),
  (543, 'Happiness depends upon ourselves.', 'Aristotle'),
  (549, 'Do not spoil what you have by desiring what you have not; remember that what you now have was once among the things you only hoped for.', 'Epicurus'),
  (550, 'True happiness is to enjoy the present, without anxious dependence upon the future.', 'Seneca'),
  (555, 'The bravest are surely those who have the clearest vision of what is before them, glory and danger alike, and yet notwithstanding go out to meet it.', 'Thucydides'),
  (561, 'Courage is knowing what not to fear.', 'Plato'),
  (567, 'Wishing to be friends is quick work, but friendship is a slow-ripening fruit.', 'Aristotle'),
  (568, 'Friends show their love in times of trouble, not in happiness.', 'Euripides'),
  (585, 'Hope is the only good that is common to all men; those who have nothing more possess hope still.', 'Thales'),
  (586, 'Everything that is done in the world is done by hope.', 'Martin Luther'),
  (589, 'Hope smiles from the threshold of the year to come, whispering, ''It will be happier.''', 'Alfred, Lord Tennyson');
create temporary table new_words as select id, text, author, category from public.quotes where id in (select id from old_words);
update public.quotes q set text = o.text, author = o.author from old_words o where q.id = o.id;
-- A user's own quote on id 585 (its words the old catalogue words), a quote the project edited itself (id 9), and
-- a favourite of a corrected quote.
delete from public.quotes where id = 585;
insert into public.quotes (id, text, author, category, owner_id)
  select 585, text, 'E', 'Hope', '00000000-0000-0000-0000-0000000000e1' from old_words where id = 585;
update public.quotes set text = 'Words the project chose itself.' where id = 9;
insert into public.favorites (user_id, quote_id) values ('00000000-0000-0000-0000-0000000000e1', 20);
create temporary table categories_before as select category, count(*) n from public.quotes group by category;
select is((select count(*) from public.quotes q join old_words o using (id) where q.text = o.text and q.owner_id is null),
          34::bigint, 'before: 34 catalogue quotes hold the old words');

\i supabase/migrations/20261202000200_quote_corrections.sql
select is((select count(*) from public.quotes q join new_words w using (id)
           where q.text = w.text and q.author = w.author and q.category = w.category and q.owner_id is null),
          34::bigint, 'each catalogue quote that held the old words has the seed''s words and author');
select is((select count(*) from public.quotes q join old_words o using (id) where q.text = o.text and q.owner_id is null),
          0::bigint, 'no catalogue quote keeps the old words');
select is((select text || ' / ' || author from public.quotes where id = 20),
          'All things are ready, if our minds be so. / William Shakespeare',
          'the Henry Ford misattribution is Shakespeare''s line now');
select is((select text from public.quotes where id = 585), (select text from old_words where id = 585),
          'a user''s own quote on a corrected id keeps its words, even the old ones');
select is((select owner_id::text || ' ' || author from public.quotes where id = 585),
          '00000000-0000-0000-0000-0000000000e1 E', 'and its owner and author');
select is((select text from public.quotes where id = 9), 'Words the project chose itself.',
          'a quote the project changed itself is left as it is');
select is((select count(*) from public.favorites where quote_id = 20), 1::bigint, 'a favourite follows the id');
select set_eq('select category, count(*) n from public.quotes group by category', 'select * from categories_before',
              'every category keeps its count');
select is((select count(*) from public.quotes q join old_words o using (id) where q.author = o.author
           and q.owner_id is null and o.author <> (select author from new_words w where w.id = o.id)),
          0::bigint, 'no catalogue quote keeps an author the corrections replaced');

create temporary table after_first as select id, text, author, category, owner_id from public.quotes;
\i supabase/migrations/20261202000200_quote_corrections.sql
select set_eq('select id, text, author, category, owner_id from public.quotes', 'select * from after_first',
              'run again, it changes nothing');
select is((select count(*) from public.quotes), 780::bigint, 'no quote is added or removed');

select * from finish();
rollback;
