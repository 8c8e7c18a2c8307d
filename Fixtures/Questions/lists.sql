-- A small list app whose relations nobody declared, for `migrationkit answer`
-- (Guides/UndeclaredRelations.md, AnswerCommandTests): items name their list (listID; 0 means
-- no list), mirror holds the list last picked from a menu (values that could be keys: no
-- relation), taggings tie tags to items by name alone.
CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
INSERT INTO lists VALUES (1, 'Groceries'), (2, 'Chores'), (3, 'Trip'), (4, 'Books'), (5, 'Gifts'), (6, 'Work'), (7, 'Garden'), (8, 'Music'), (9, 'Films'), (10, 'Games');
CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT, mirror INTEGER);
INSERT INTO items VALUES (1, 1, 'Milk', 3), (2, 1, 'Eggs', 9), (3, 3, 'Passport', 5), (4, 2, 'Vacuum', 8), (5, 0, 'Loose', 10), (6, 4, 'Dune', 7),
    (7, 4, 'Scarf', 2), (8, 5, 'Report', 4), (9, 6, 'Roses', 6), (10, 7, 'Piano', 1), (11, 8, 'Alien', 3), (12, 9, 'Tent', 5);
CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT);
INSERT INTO tags VALUES (1, 'home'), (2, 'urgent');
CREATE TABLE taggings (id INTEGER PRIMARY KEY, tag INTEGER NOT NULL, item INTEGER);
INSERT INTO taggings VALUES (1, 1, 1), (2, 2, 4), (3, 2, 7);
