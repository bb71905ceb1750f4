-- More quotes for the five later categories (issue 42): Life, Happiness, Courage, Friendship and Hope had 11 to 13
-- each, so a widget or reminder set on one repeated within days; these 71 (ids 590 to 660, the last lines of
-- Sources/QuoteVaultSeed/quotes.tsv, all public domain: authors who died before 1955) bring each to 25 or more.
-- supabase/seed.sql holds them too (a new project gets them from it); this adds them to a project that already has
-- a catalogue, once, as quotevault-server's `more-quotes` migration does. A quote goes only into a category the
-- catalogue already holds (one without it gets the category's whole seed when seed.sql runs again), and an id a
-- user's own quote took is left to that quote. The identity then continues after the highest id, never going back.
insert into public.quotes (id, text, author, category)
select v.id, v.text, v.author, v.category
from (values
  (590, 'The web of our life is of a mingled yarn, good and ill together.', 'William Shakespeare', 'Life'),
  (591, 'Life is made of ever so many partings welded together.', 'Charles Dickens', 'Life'),
  (592, 'Human life is everywhere a state in which much is to be endured, and little to be enjoyed.', 'Samuel Johnson', 'Life'),
  (593, 'As if you could kill time without injuring eternity.', 'Henry David Thoreau', 'Life'),
  (594, 'What a piece of work is a man!', 'William Shakespeare', 'Life'),
  (595, 'O gentlemen, the time of life is short! To spend that shortness basely were too long.', 'William Shakespeare', 'Life'),
  (596, 'Youth''s a stuff will not endure.', 'William Shakespeare', 'Life'),
  (597, 'I love a broad margin to my life.', 'Henry David Thoreau', 'Life'),
  (598, 'Life is not so short but that there is always time enough for courtesy.', 'Ralph Waldo Emerson', 'Life'),
  (599, 'It is better to lose health like a spendthrift than to waste it like a miser.', 'Robert Louis Stevenson', 'Life'),
  (600, 'I will honour Christmas in my heart, and try to keep it all the year. I will live in the Past, the Present, and the Future.', 'Charles Dickens', 'Life'),
  (601, 'That you are here—that life exists and identity, that the powerful play goes on, and you may contribute a verse.', 'Walt Whitman', 'Life'),
  (602, 'Nothing ever becomes real till it is experienced.', 'John Keats', 'Life'),
  (603, 'Life appears to me too short to be spent in nursing animosity or registering wrongs.', 'Charlotte Brontë', 'Life'),
  (604, 'Happiness in marriage is entirely a matter of chance.', 'Jane Austen', 'Happiness'),
  (605, 'Think only of the past as its remembrance gives you pleasure.', 'Jane Austen', 'Happiness'),
  (606, 'I am happier even than Jane; she only smiles, I laugh.', 'Jane Austen', 'Happiness'),
  (607, 'The world is so full of a number of things, I''m sure we should all be as happy as kings.', 'Robert Louis Stevenson', 'Happiness'),
  (608, 'It is better to be a human being dissatisfied than a pig satisfied; better to be Socrates dissatisfied than a fool satisfied.', 'John Stuart Mill', 'Happiness'),
  (609, 'The happiness he gives, is quite as great as if it cost a fortune.', 'Charles Dickens', 'Happiness'),
  (610, 'That man is richest whose pleasures are the cheapest.', 'Henry David Thoreau', 'Happiness'),
  (611, 'A man is rich in proportion to the number of things which he can afford to let alone.', 'Henry David Thoreau', 'Happiness'),
  (612, 'Content makes poor men rich; discontent makes rich men poor.', 'Benjamin Franklin', 'Happiness'),
  (613, 'Silence is the perfectest herald of joy: I were but little happy, if I could say how much.', 'William Shakespeare', 'Happiness'),
  (614, 'Your joy is your sorrow unmasked.', 'Kahlil Gibran', 'Happiness'),
  (615, 'A peasant and a philosopher may be equally satisfied, but not equally happy.', 'Samuel Johnson', 'Happiness'),
  (616, 'The happiest moments of my life have been the few which I have passed at home in the bosom of my family.', 'Thomas Jefferson', 'Happiness'),
  (617, 'When we are happy, we are always good, but when we are good, we are not always happy.', 'Oscar Wilde', 'Happiness'),
  (618, 'My heart leaps up when I behold a rainbow in the sky.', 'William Wordsworth', 'Happiness'),
  (619, 'I dare do all that may become a man; who dares do more is none.', 'William Shakespeare', 'Courage'),
  (620, 'Let me not pray to be sheltered from dangers but to be fearless in facing them.', 'Rabindranath Tagore', 'Courage'),
  (621, 'We few, we happy few, we band of brothers; for he to-day that sheds his blood with me shall be my brother.', 'William Shakespeare', 'Courage'),
  (622, 'Whether ''tis nobler in the mind to suffer the slings and arrows of outrageous fortune, or to take arms against a sea of troubles, and by opposing end them?', 'William Shakespeare', 'Courage'),
  (623, 'The characteristic of genuine heroism is its persistency.', 'Ralph Waldo Emerson', 'Courage'),
  (624, 'Self-trust is the essence of heroism.', 'Ralph Waldo Emerson', 'Courage'),
  (625, 'He has not learned the lesson of life who does not every day surmount a fear.', 'Ralph Waldo Emerson', 'Courage'),
  (626, 'Nothing is so much to be feared as fear.', 'Henry David Thoreau', 'Courage'),
  (627, 'Laws and principles are not for the times when there is no temptation: they are for such moments as this.', 'Charlotte Brontë', 'Courage'),
  (628, 'Theirs not to reason why, theirs but to do and die.', 'Alfred, Lord Tennyson', 'Courage'),
  (629, 'One who never turned his back but marched breast forward, never doubted clouds would break.', 'Robert Browning', 'Courage'),
  (630, 'What though the field be lost? All is not lost; the unconquerable will, and study of revenge, immortal hate, and courage never to submit or yield.', 'John Milton', 'Courage'),
  (631, 'Where the mind is without fear and the head is held high.', 'Rabindranath Tagore', 'Courage'),
  (632, 'If you can keep your head when all about you are losing theirs and blaming it on you.', 'Rudyard Kipling', 'Courage'),
  (633, 'But if the while I think on thee, dear friend, all losses are restored and sorrows end.', 'William Shakespeare', 'Friendship'),
  (634, 'I count myself in nothing else so happy as in a soul remembering my good friends.', 'William Shakespeare', 'Friendship'),
  (635, 'Most friendship is feigning, most loving mere folly.', 'William Shakespeare', 'Friendship'),
  (636, 'Be slow in choosing a friend, slower in changing.', 'Benjamin Franklin', 'Friendship'),
  (637, 'The language of Friendship is not words but meanings.', 'Henry David Thoreau', 'Friendship'),
  (638, 'The holy passion of Friendship is of so sweet and steady and loyal and enduring a nature that it will last through a whole lifetime, if not asked to lend money.', 'Mark Twain', 'Friendship'),
  (639, 'And let there be no purpose in friendship save the deepening of the spirit.', 'Kahlil Gibran', 'Friendship'),
  (640, 'For what is your friend that you should seek him with hours to kill? Seek him always with hours to live.', 'Kahlil Gibran', 'Friendship'),
  (641, 'Laughter is not at all a bad beginning for a friendship, and it is far the best ending for one.', 'Oscar Wilde', 'Friendship'),
  (642, 'To me, fair friend, you never can be old.', 'William Shakespeare', 'Friendship'),
  (643, 'The most I can do for my friend is simply to be his friend.', 'Henry David Thoreau', 'Friendship'),
  (644, 'Happy is the house that shelters a friend!', 'Ralph Waldo Emerson', 'Friendship'),
  (645, 'So long as we love we serve; so long as we are loved by others, I would almost say that we are indispensable; and no man is useless while he has a friend.', 'Robert Louis Stevenson', 'Friendship'),
  (646, 'Your friend is your needs answered.', 'Kahlil Gibran', 'Friendship'),
  (647, 'Ring out the old, ring in the new, ring, happy bells, across the snow: the year is going, let him go; ring out the false, ring in the true.', 'Alfred, Lord Tennyson', 'Hope'),
  (648, 'Hope means hoping when things are hopeless, or it is no virtue at all.', 'G. K. Chesterton', 'Hope'),
  (649, 'Work without hope draws nectar in a sieve, and hope without an object cannot live.', 'Samuel Taylor Coleridge', 'Hope'),
  (650, 'Only that day dawns to which we are awake. There is more day to dawn. The sun is but a morning star.', 'Henry David Thoreau', 'Hope'),
  (651, 'If you shed tears when you miss the sun, you also miss the stars.', 'Rabindranath Tagore', 'Hope'),
  (652, 'Every child comes with the message that God is not yet discouraged of man.', 'Rabindranath Tagore', 'Hope'),
  (653, 'I dwell in Possibility, a fairer house than Prose.', 'Emily Dickinson', 'Hope'),
  (654, 'God''s in his heaven, all''s right with the world!', 'Robert Browning', 'Hope'),
  (655, 'Oh yet we trust that somehow good will be the final goal of ill.', 'Alfred, Lord Tennyson', 'Hope'),
  (656, '''Tis not too late to seek a newer world.', 'Alfred, Lord Tennyson', 'Hope'),
  (657, 'Hope is a lover''s staff; walk hence with that, and manage it against despairing thoughts.', 'William Shakespeare', 'Hope'),
  (658, 'Not knowing when the dawn will come, I open every door.', 'Emily Dickinson', 'Hope'),
  (659, 'The natural flights of the human mind are not from pleasure to pleasure, but from hope to hope.', 'Samuel Johnson', 'Hope'),
  (660, 'Be still, sad heart! and cease repining; behind the clouds is the sun still shining.', 'Henry Wadsworth Longfellow', 'Hope')
) as v (id, text, author, category)
where exists (select 1 from public.quotes q where q.owner_id is null and q.category = v.category)
on conflict (id) do nothing;

select setval(pg_get_serial_sequence('public.quotes', 'id'),
              greatest((select max(id) from public.quotes),
                       coalesce(pg_sequence_last_value(pg_get_serial_sequence('public.quotes', 'id')::regclass), 1)))
where exists (select 1 from public.quotes);
