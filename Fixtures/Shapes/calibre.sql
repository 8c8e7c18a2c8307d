-- The shape of a Calibre library's metadata.db, described from its public schema and written
-- here, trimmed to books, authors, tags and their link tables. No table declares a foreign key:
-- the link tables' relations (books_authors_link.book → books.id, .author → authors.id, …) are
-- enforced by triggers that RAISE, and deleting a book deletes its links by trigger.
CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL DEFAULT 'Unknown' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0);
CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '', UNIQUE (name));
CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name));
CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, author INTEGER NOT NULL, UNIQUE (book, author));
CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, tag INTEGER NOT NULL, UNIQUE (book, tag));
CREATE INDEX books_authors_link_aidx ON books_authors_link (author);
CREATE INDEX books_tags_link_tidx ON books_tags_link (tag);
CREATE TRIGGER fkc_insert_books_authors_link BEFORE INSERT ON books_authors_link
BEGIN
  SELECT CASE
    WHEN (SELECT id from books WHERE id=NEW.book) IS NULL THEN RAISE(ABORT, 'Foreign key violation: book not in books')
    WHEN (SELECT id from authors WHERE id=NEW.author) IS NULL THEN RAISE(ABORT, 'Foreign key violation: author not in authors')
  END;
END;
CREATE TRIGGER fkc_insert_books_tags_link BEFORE INSERT ON books_tags_link
BEGIN
  SELECT CASE
    WHEN (SELECT id from books WHERE id=NEW.book) IS NULL THEN RAISE(ABORT, 'Foreign key violation: book not in books')
    WHEN (SELECT id from tags WHERE id=NEW.tag) IS NULL THEN RAISE(ABORT, 'Foreign key violation: tag not in tags')
  END;
END;
CREATE TRIGGER books_delete_trg AFTER DELETE ON books
BEGIN
  DELETE FROM books_authors_link WHERE book=OLD.id;
  DELETE FROM books_tags_link WHERE book=OLD.id;
END;
CREATE VIEW tag_browser_authors AS SELECT id, name, (SELECT COUNT(id) FROM books_authors_link WHERE author=authors.id) count FROM authors;

INSERT INTO books (id, title, sort, author_sort, path, uuid) VALUES
  (1, 'The Left Hand of Darkness', 'Left Hand of Darkness, The', 'Le Guin, Ursula K.', 'Ursula K. Le Guin/The Left Hand of Darkness (1)', 'u1'),
  (2, 'Good Omens', 'Good Omens', 'Pratchett, Terry & Gaiman, Neil', 'Terry Pratchett/Good Omens (2)', 'u2'),
  (3, 'Small Gods', 'Small Gods', 'Pratchett, Terry', 'Terry Pratchett/Small Gods (3)', 'u3');
INSERT INTO authors (id, name, sort) VALUES (1, 'Ursula K. Le Guin', 'Le Guin, Ursula K.'), (2, 'Terry Pratchett', 'Pratchett, Terry'), (3, 'Neil Gaiman', 'Gaiman, Neil');
INSERT INTO tags (id, name) VALUES (1, 'Fantasy'), (2, 'Science Fiction');
INSERT INTO books_authors_link (book, author) VALUES (1, 1), (2, 2), (2, 3), (3, 2);
INSERT INTO books_tags_link (book, tag) VALUES (1, 2), (2, 1), (3, 1);
