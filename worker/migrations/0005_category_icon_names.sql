-- Categories store an icon name (client/components/icons/CategoryIcon.tsx), no longer an emoji: renames the demo
-- categories' emoji in databases seeded before the change. Anything else is left as it is (it shows a neutral icon).
UPDATE categories SET icon = CASE icon
  WHEN '🐪' THEN 'tent'
  WHEN '🎢' THEN 'roller-coaster'
  WHEN '⛵' THEN 'sailboat'
  WHEN '🏙️' THEN 'building'
  WHEN '🏄' THEN 'waves'
  WHEN '🎟️' THEN 'ticket'
  WHEN '🧗' THEN 'mountain'
  WHEN '🕌' THEN 'mosque'
  WHEN '🍽️' THEN 'utensils'
  WHEN '🧖' THEN 'flower'
  WHEN '🚐' THEN 'van'
  WHEN '🦩' THEN 'bird'
  ELSE icon
END;
