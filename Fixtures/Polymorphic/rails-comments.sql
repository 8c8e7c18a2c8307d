-- The shape of a Rails app's database (ActiveRecord's polymorphic belongs_to, `belongs_to
-- :commentable, polymorphic: true`), trimmed to what matters for the conversion: Rails declares
-- no foreign key for a polymorphic association (a REFERENCES clause names one table), so
-- comments.commentable_id holds a key of the table its commentable_type names, by class name:
-- 'Post' a row of posts, 'Photo' a row of photos. The ids overlap (both tables start at 1), so
-- no single parent fits. comments.user_id → users.id is a plain relation.
CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, name varchar, created_at datetime(6) NOT NULL);
CREATE TABLE posts (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, title varchar, body text, user_id integer NOT NULL, created_at datetime(6) NOT NULL);
CREATE TABLE photos (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, caption varchar, url varchar, created_at datetime(6) NOT NULL);
CREATE TABLE comments (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, body text, commentable_type varchar NOT NULL, commentable_id integer NOT NULL, user_id integer, created_at datetime(6) NOT NULL);
CREATE INDEX index_comments_on_commentable ON comments (commentable_type, commentable_id);

INSERT INTO users VALUES (1, 'ada', '2024-01-01 10:00:00'), (2, 'grace', '2024-01-02 10:00:00');
INSERT INTO posts VALUES
  (1, 'Hello', 'First post', 1, '2024-01-03 10:00:00'), (2, 'Again', 'Second post', 2, '2024-01-04 10:00:00'),
  (3, 'Third', 'More', 1, '2024-01-05 10:00:00');
INSERT INTO photos VALUES
  (1, 'Sunset', 'https://example.org/1.jpg', '2024-01-06 10:00:00'), (2, 'Harbour', 'https://example.org/2.jpg', '2024-01-07 10:00:00'),
  (3, 'Bridge', 'https://example.org/3.jpg', '2024-01-08 10:00:00'), (4, 'Market', 'https://example.org/4.jpg', '2024-01-09 10:00:00');
INSERT INTO comments VALUES
  (1, 'Nice', 'Post', 1, 2, '2024-02-01 10:00:00'), (2, 'Agreed', 'Post', 1, 1, '2024-02-02 10:00:00'),
  (3, 'Lovely', 'Photo', 1, 1, '2024-02-03 10:00:00'), (4, 'Where?', 'Photo', 3, 2, '2024-02-04 10:00:00'),
  (5, 'Ha', 'Post', 3, NULL, '2024-02-05 10:00:00'), (6, 'Wow', 'Photo', 4, 1, '2024-02-06 10:00:00'),
  (7, 'Same', 'Photo', 2, 2, '2024-02-07 10:00:00');
