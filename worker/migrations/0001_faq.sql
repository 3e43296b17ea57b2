-- Frequently asked questions, bilingual, grouped by topic and ordered within it.
CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  topic TEXT NOT NULL CHECK (topic IN ('booking', 'payment', 'cancellation', 'onTheDay')),
  position INTEGER NOT NULL,
  question_en TEXT NOT NULL,
  question_ar TEXT NOT NULL,
  answer_en TEXT NOT NULL,
  answer_ar TEXT NOT NULL
);
CREATE INDEX faqs_topic_position ON faqs (topic, position);
