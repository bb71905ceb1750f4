-- Fewer King James verses in Hope and Friendship (issue 42): they were 17 of Hope's 50 quotes and 12 of Friendship's,
-- most of them added by the more-quotes migration (20261202000100) in runs of neighbouring ids. Fifteen of those ids
-- take a public-domain quote by another author instead (Sources/QuoteVaultSeed/quotes.tsv, each with its source in
-- docs/quote-sources.md; supabase/seed.sql and a new project have them already), leaving 7 verses in each. Each
-- keeps its id and category. Only a catalogue quote (owner_id is null) that still holds the verse is changed: an id
-- a user's own quote holds, or a quote whose words a project changed itself, is left as it is (a project that kept
-- the verse's words but changed only its author gets the new quote with its own author), and running this again
-- changes nothing. Favourites, collections and quotes of the day name the id, so they follow. quotevault-server's
-- `verse-balance` migration does the same to a data folder.
update public.quotes set text = 'The bird a nest, the spider a web, man friendship.', author = 'William Blake'
  where id = 734 and owner_id is null and text = 'Faithful are the wounds of a friend; but the kisses of an enemy are deceitful.';
update public.quotes set text = 'There is nothing I would not do for those who are really my friends. I have no notion of loving people by halves; it is not my nature.', author = 'Jane Austen'
  where id = 736 and owner_id is null and text = 'Ointment and perfume rejoice the heart: so doth the sweetness of a man''s friend by hearty counsel.';
update public.quotes set text = 'Kindred spirits are not so scarce as I used to think. It''s splendid to find out there are so many of them in the world.', author = 'L. M. Montgomery'
  where id = 739 and owner_id is null and text = 'A faithful friend is the medicine of life.';
update public.quotes set text = 'I choose my friends for their good looks, my acquaintances for their good characters, and my enemies for their good intellects.', author = 'Oscar Wilde'
  where id = 753 and owner_id is null and text = 'He that covereth a transgression seeketh love; but he that repeateth a matter separateth very friends.';
update public.quotes set text = 'We are not enemies, but friends. We must not be enemies. Though passion may have strained, it must not break our bonds of affection.', author = 'Abraham Lincoln'
  where id = 755 and owner_id is null and text = 'Nothing doth countervail a faithful friend, and his excellency is invaluable.';
update public.quotes set text = 'If we had no winter, the spring would not be so pleasant: if we did not sometimes taste of adversity, prosperity would not be so welcome.', author = 'Anne Bradstreet'
  where id = 757 and owner_id is null and text = 'They that sow in tears shall reap in joy.';
update public.quotes set text = 'Ah, well! for us all some sweet hope lies deeply buried from human eyes.', author = 'John Greenleaf Whittier'
  where id = 758 and owner_id is null and text = 'Why art thou cast down, O my soul? and why art thou disquieted within me? hope thou in God.';
update public.quotes set text = 'Long is the way and hard, that out of Hell leads up to light.', author = 'John Milton'
  where id = 759 and owner_id is null and text = 'I wait for the LORD, my soul doth wait, and in his word do I hope.';
update public.quotes set text = 'He that lives upon hope will die fasting.', author = 'Benjamin Franklin'
  where id = 762 and owner_id is null and text = 'Rejoicing in hope; patient in tribulation.';
update public.quotes set text = 'Hope humbly then; with trembling pinions soar; wait the great teacher Death; and God adore.', author = 'Alexander Pope'
  where id = 763 and owner_id is null and text = 'Tribulation worketh patience; and patience, experience; and experience, hope.';
update public.quotes set text = 'Isn''t it nice to think that tomorrow is a new day with no mistakes in it yet?', author = 'L. M. Montgomery'
  where id = 765 and owner_id is null and text = 'For to him that is joined to all the living there is hope: for a living dog is better than a dead lion.';
update public.quotes set text = 'The smallest sprout shows there is really no death.', author = 'Walt Whitman'
  where id = 766 and owner_id is null and text = 'The people that walked in darkness have seen a great light.';
update public.quotes set text = '''Tis distance lends enchantment to the view, and robes the mountain in its azure hue.', author = 'Thomas Campbell'
  where id = 767 and owner_id is null and text = 'For, lo, the winter is past, the rain is over and gone; the flowers appear on the earth.';
update public.quotes set text = 'Stone walls do not a prison make, nor iron bars a cage.', author = 'Richard Lovelace'
  where id = 776 and owner_id is null and text = 'And we know that all things work together for good to them that love God.';
update public.quotes set text = 'One short sleep past, we wake eternally, and death shall be no more; Death, thou shalt die.', author = 'John Donne'
  where id = 778 and owner_id is null and text = 'Turn you to the strong hold, ye prisoners of hope.';
