-- Corrections to catalogue quotes that shipped (ids 1 to 589; review of 2026-12-02): modern translations still in
-- copyright, words misattributed, misquoted or paraphrased, two quotes that repeated another, and two Love quotes
-- that were about something else. Each keeps its id and category and takes the seed's new words and author
-- (Sources/QuoteVaultSeed/quotes.tsv; supabase/seed.sql and a new project have them already). Only a catalogue
-- quote (owner_id is null) that still holds the old words is changed: an id a user's own quote holds, or a quote
-- a project changed itself, is left as it is, and running this again changes nothing. Favourites, collections
-- and quotes of the day name the id, so they follow. quotevault-server's `quote-corrections` migration does the
-- same to a data folder.
update public.quotes set text = 'The journey of a thousand li commenced with a single step.', author = 'Lao Tzu'
  where id = 1 and owner_id is null and text = 'The journey of a thousand miles begins with one step.';
update public.quotes set text = 'I''m not afraid of storms, for I''m learning how to sail my ship.', author = 'Louisa May Alcott'
  where id = 5 and owner_id is null and text = 'I am not afraid of storms, for I am learning how to sail my ship.';
update public.quotes set text = 'Be not afraid of life. Believe that life is worth living, and your belief will help create the fact.', author = 'William James'
  where id = 9 and owner_id is null and text = 'Act as if what you do makes a difference. It does.';
update public.quotes set text = 'All things are ready, if our minds be so.', author = 'William Shakespeare'
  where id = 20 and owner_id is null and text = 'Whether you think you can, or you think you can''t, you''re right.';
update public.quotes set text = 'All thoughts, all passions, all delights, whatever stirs this mortal frame, all are but ministers of Love, and feed his sacred flame.', author = 'Samuel Taylor Coleridge'
  where id = 28 and owner_id is null and text = 'You should be kissed, and often, and by someone who knows how.';
update public.quotes set text = '''Tis not my nature to join in hating, but in loving.', author = 'Sophocles'
  where id = 39 and owner_id is null and text = 'One word frees us of all the weight and pain of life: that word is love.';
update public.quotes set text = 'Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up.', author = 'Paul the Apostle'
  where id = 41 and owner_id is null and text = 'Love is patient, love is kind.';
update public.quotes set text = 'Perseverance, dear my lord, keeps honour bright.', author = 'William Shakespeare'
  where id = 53 and owner_id is null and text = 'Success is dependent on effort.';
update public.quotes set text = 'Sweet are the uses of adversity, which, like the toad, ugly and venomous, wears yet a precious jewel in his head.', author = 'William Shakespeare'
  where id = 64 and owner_id is null and text = 'Success is how high you bounce when you hit bottom.';
update public.quotes set text = 'Those who cannot remember the past are condemned to repeat it.', author = 'George Santayana'
  where id = 70 and owner_id is null and text = 'Life can only be understood backwards; but it must be lived forwards.';
update public.quotes set text = 'He who fights with monsters should be careful lest he thereby become a monster. And if thou gaze long into an abyss, the abyss will also gaze into thee.', author = 'Friedrich Nietzsche'
  where id = 71 and owner_id is null and text = 'He who has a why to live can bear almost any how.';
update public.quotes set text = 'No longer talk at all about the kind of man that a good man ought to be, but be such.', author = 'Marcus Aurelius'
  where id = 73 and owner_id is null and text = 'Waste no more time arguing about what a good man should be. Be one.';
update public.quotes set text = 'He who knows other men is discerning; he who knows himself is intelligent.', author = 'Lao Tzu'
  where id = 76 and owner_id is null and text = 'Knowing others is intelligence; knowing yourself is true wisdom.';
update public.quotes set text = 'Nothing, Lucilius, is ours, except time.', author = 'Seneca'
  where id = 79 and owner_id is null and text = 'The best time to plant a tree was twenty years ago. The second best time is now.';
update public.quotes set text = 'When we see men of worth, we should think of equaling them; when we see men of a contrary character, we should turn inwards and examine ourselves.', author = 'Confucius'
  where id = 87 and owner_id is null and text = 'Real knowledge is to know the extent of one''s ignorance.';
update public.quotes set text = 'The good ended happily, and the bad unhappily. That is what Fiction means.', author = 'Oscar Wilde'
  where id = 90 and owner_id is null and text = 'Always forgive your enemies; nothing annoys them so much.';
update public.quotes set text = 'Noise proves nothing. Often a hen who has merely laid an egg cackles as if she had laid an asteroid.', author = 'Mark Twain'
  where id = 104 and owner_id is null and text = 'Never put off till tomorrow what may be done day after tomorrow just as well.';
update public.quotes set text = 'I do love nothing in the world so well as you: is not that strange?', author = 'William Shakespeare'
  where id = 233 and owner_id is null and text = 'No act of kindness, no matter how small, is ever wasted.';
update public.quotes set text = 'Did my heart love till now? forswear it, sight! For I ne''er saw true beauty till this night.', author = 'William Shakespeare'
  where id = 243 and owner_id is null and text = 'Gratitude is the sign of noble souls.';
update public.quotes set text = 'But to see her was to love her; love but her, and love for ever.', author = 'Robert Burns'
  where id = 263 and owner_id is null and text = 'Not for ourselves alone are we born.';
update public.quotes set text = 'The beginning is the most important part of any work.', author = 'Plato'
  where id = 322 and owner_id is null and text = 'The beginning is the most important part of the work.';
update public.quotes set text = 'All rising to great place is by a winding stair.', author = 'Francis Bacon'
  where id = 329 and owner_id is null and text = 'Knowledge is power.';
update public.quotes set text = 'To love, or to have loved, this suffices. Demand nothing more.', author = 'Victor Hugo'
  where id = 448 and owner_id is null and text = 'To love or have loved, that is enough. Ask nothing further.';
update public.quotes set text = 'Do the Duty which lies nearest thee, which thou knowest to be a Duty! Thy second Duty will already have become clearer.', author = 'Thomas Carlyle'
  where id = 452 and owner_id is null and text = 'Life is like riding a bicycle. To keep your balance you must keep moving.';
update public.quotes set text = 'When I play with my cat, who knows whether I do not make her more sport than she makes me?', author = 'Michel de Montaigne'
  where id = 471 and owner_id is null and text = 'When I play with my cat, who knows if I am not a pastime to her more than she is to me?';
update public.quotes set text = 'One must still have chaos in one, to give birth to a dancing star.', author = 'Friedrich Nietzsche'
  where id = 497 and owner_id is null and text = 'One must still have chaos in oneself to be able to give birth to a dancing star.';
update public.quotes set text = 'Happiness, then, is something final and self-sufficient, and is the end of action.', author = 'Aristotle'
  where id = 543 and owner_id is null and text = 'Happiness depends upon ourselves.';
update public.quotes set text = 'If you wish to make Pythocles rich, do not add to his store of money, but subtract from his desires.', author = 'Epicurus'
  where id = 549 and owner_id is null and text = 'Do not spoil what you have by desiring what you have not; remember that what you now have was once among the things you only hoped for.';
update public.quotes set text = 'Above all, my dear Lucilius, make this your business: learn how to feel joy.', author = 'Seneca'
  where id = 550 and owner_id is null and text = 'True happiness is to enjoy the present, without anxious dependence upon the future.';
update public.quotes set text = 'Make them your examples, and, esteeming courage to be freedom and freedom to be happiness, do not weigh too nicely the perils of war.', author = 'Thucydides'
  where id = 555 and owner_id is null and text = 'The bravest are surely those who have the clearest vision of what is before them, glory and danger alike, and yet notwithstanding go out to meet it.';
update public.quotes set text = 'Courage is the knowledge of that which inspires fear or confidence in war, or in anything.', author = 'Plato'
  where id = 561 and owner_id is null and text = 'Courage is knowing what not to fear.';
update public.quotes set text = 'A wish for friendship may arise quickly, but friendship does not.', author = 'Aristotle'
  where id = 567 and owner_id is null and text = 'Wishing to be friends is quick work, but friendship is a slow-ripening fruit.';
update public.quotes set text = 'A friend loveth at all times, and a brother is born for adversity.', author = 'Book of Proverbs'
  where id = 568 and owner_id is null and text = 'Friends show their love in times of trouble, not in happiness.';
update public.quotes set text = 'For there is hope of a tree, if it be cut down, that it will sprout again, and that the tender branch thereof will not cease.', author = 'Book of Job'
  where id = 585 and owner_id is null and text = 'Hope is the only good that is common to all men; those who have nothing more possess hope still.';
update public.quotes set text = 'All shall be well, and all shall be well, and all manner of thing shall be well.', author = 'Julian of Norwich'
  where id = 586 and owner_id is null and text = 'Everything that is done in the world is done by hope.';
update public.quotes set text = 'Behind a frowning providence he hides a smiling face.', author = 'William Cowper'
  where id = 589 and owner_id is null and text = 'Hope smiles from the threshold of the year to come, whispering, ''It will be happier.''';
