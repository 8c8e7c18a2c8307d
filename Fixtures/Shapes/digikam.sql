-- The shape of a digiKam photo library's digikam4.db, described from the schema digiKam creates
-- (KDE/digikam, core/data/database/dbconfig.xml.cmake.in, the actions "CreateDB" and
-- "CreateTriggersV5"), trimmed to album roots, albums, images, tags and what links them. No
-- table declares a foreign key: the relations are kept by the app, and deleting a row is
-- followed by triggers on the PARENT that reach into its children:
--   delete_albumroot: DELETE FROM Albums WHERE Albums.albumRoot = OLD.id   → Albums.albumRoot → AlbumRoots.id
--   delete_album:     DELETE FROM Images WHERE Images.album = OLD.id       → Images.album → Albums.id
--   delete_image:     DELETE FROM ImageTags WHERE imageid=OLD.id            → ImageTags.imageid → Images.id
--                     DELETE From ImageInformation WHERE imageid=OLD.id     → ImageInformation.imageid → Images.id (its key)
--                     UPDATE Albums SET icon=null WHERE icon=OLD.id         → Albums.icon → Images.id
--                     UPDATE Tags SET icon=null WHERE icon=OLD.id           → Tags.icon → Images.id
--   delete_tag:       DELETE FROM ImageTags WHERE tagid=OLD.id              → ImageTags.tagid → Tags.id
--   insert_tagstree:  INSERT INTO TagsTree SELECT NEW.id, NEW.pid …         → TagsTree.id → Tags.id
--   delete_tagstree:  … FROM TagsTree WHERE pid=OLD.id; DELETE FROM TagsTree WHERE id=OLD.id
--                                                                           → TagsTree.pid, TagsTree.id → Tags.id
-- and Tags.pid → Tags.id (0 for a top-level tag), which no trigger of these compares with a key.
-- The data is shaped as the app writes it: ids from 1 with gaps where rows were deleted,
-- ratings -1 to 5, EXIF orientations 1 to 8, status and category enums, pixel sizes.
CREATE TABLE AlbumRoots (id INTEGER PRIMARY KEY, label TEXT, status INTEGER NOT NULL, type INTEGER NOT NULL, identifier TEXT, specificPath TEXT, UNIQUE (identifier, specificPath));
CREATE TABLE Albums (id INTEGER PRIMARY KEY, albumRoot INTEGER NOT NULL, relativePath TEXT NOT NULL, date DATE, caption TEXT, collection TEXT, icon INTEGER, UNIQUE (albumRoot, relativePath));
CREATE TABLE Images (id INTEGER PRIMARY KEY, album INTEGER, name TEXT NOT NULL, status INTEGER NOT NULL, category INTEGER NOT NULL, modificationDate DATETIME, fileSize INTEGER, uniqueHash TEXT, UNIQUE (album, name));
CREATE TABLE ImageInformation (imageid INTEGER PRIMARY KEY, rating INTEGER, creationDate DATETIME, digitizationDate DATETIME, orientation INTEGER, width INTEGER, height INTEGER, format TEXT, colorDepth INTEGER, colorModel INTEGER);
CREATE TABLE Tags (id INTEGER PRIMARY KEY, pid INTEGER, name TEXT NOT NULL, icon INTEGER, iconkde TEXT, UNIQUE (name, pid));
CREATE TABLE TagsTree (id INTEGER NOT NULL, pid INTEGER NOT NULL, UNIQUE (id, pid));
CREATE TABLE ImageTags (imageid INTEGER NOT NULL, tagid INTEGER NOT NULL, UNIQUE (imageid, tagid));
CREATE INDEX dir_index ON Images (album);
CREATE INDEX tag_index ON ImageTags (tagid);

-- The rows first, then the triggers, as digiKam's own scan fills a new library before TagsTree
-- is kept by trigger (TagsTree is filled here as the trigger would).
INSERT INTO AlbumRoots VALUES (1, 'Pictures', 0, 1, 'volumeid:?uuid=7d3e', '/home/ana/Pictures'), (3, 'Phone', 0, 2, 'volumeid:?uuid=91aa', '/media/phone/DCIM');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
  INSERT INTO Albums SELECT i, CASE WHEN i % 4 = 0 THEN 3 ELSE 1 END, '/' || (2010 + i % 12) || '/album ' || i, date('2010-01-01', '+' || (i * 37) || ' days'), NULL, NULL, NULL FROM n WHERE i NOT IN (7, 19);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 900)
  INSERT INTO Images SELECT i, 1 + i % 40, 'IMG_' || (1000 + i) || '.JPG', 1, 1, datetime(1500000000 + i * 86400, 'unixepoch'), 1500000 + (i * 7919) % 4000000, hex(randomblob(16))
  FROM n WHERE i % 29 != 0 AND (1 + i % 40) NOT IN (7, 19);
INSERT INTO ImageInformation SELECT id, id % 7 - 1, modificationDate, modificationDate, 1 + id % 8, 4000 + id % 3 * 16, 3000 - id % 3 * 16, 'JPG', 8, 5 FROM Images;
UPDATE Albums SET icon = (SELECT min(id) FROM Images WHERE Images.album = Albums.id);
INSERT INTO Tags VALUES (1, 0, '_Digikam_Internal_Tags_', NULL, NULL), (2, 0, 'People', NULL, 'user'), (3, 2, 'Ana', 12, NULL), (4, 2, 'Ben', 40, NULL),
  (6, 0, 'Places', NULL, 'globe'), (7, 6, 'Lisbon', NULL, NULL), (8, 6, 'Porto', 233, NULL), (9, 1, 'Color Label None', NULL, NULL), (11, 0, 'Holidays', NULL, NULL);
INSERT INTO TagsTree VALUES (1, 0), (2, 0), (3, 2), (4, 2), (6, 0), (7, 6), (8, 6), (9, 1), (11, 0);
INSERT INTO ImageTags SELECT id, CASE id % 5 WHEN 0 THEN 3 WHEN 1 THEN 4 WHEN 2 THEN 7 WHEN 3 THEN 8 ELSE 11 END FROM Images WHERE id % 3 != 0;
INSERT INTO ImageTags SELECT id, 9 FROM Images WHERE id % 7 = 0 AND id % 3 != 0 AND id % 5 != 4;

CREATE TRIGGER delete_albumroot DELETE ON AlbumRoots
  BEGIN
    DELETE FROM Albums WHERE Albums.albumRoot = OLD.id;
  END;
CREATE TRIGGER delete_album DELETE ON Albums
  BEGIN
    DELETE FROM Images WHERE Images.album = OLD.id;
  END;
CREATE TRIGGER delete_image DELETE ON Images
  BEGIN
    DELETE FROM ImageTags WHERE imageid=OLD.id;
    DELETE From ImageInformation WHERE imageid=OLD.id;
    UPDATE Albums SET icon=null WHERE icon=OLD.id;
    UPDATE Tags SET icon=null WHERE icon=OLD.id;
  END;
CREATE TRIGGER delete_tag DELETE ON Tags
  BEGIN
    DELETE FROM ImageTags WHERE tagid=OLD.id;
  END;
CREATE TRIGGER insert_tagstree AFTER INSERT ON Tags
  BEGIN
    INSERT INTO TagsTree
      SELECT NEW.id, NEW.pid
      UNION
      SELECT NEW.id, pid FROM TagsTree WHERE id=NEW.pid;
  END;
CREATE TRIGGER delete_tagstree DELETE ON Tags
  BEGIN
    DELETE FROM Tags WHERE id IN (SELECT id FROM TagsTree WHERE pid=OLD.id);
    DELETE FROM TagsTree WHERE id IN (SELECT id FROM TagsTree WHERE pid=OLD.id);
    DELETE FROM TagsTree WHERE id=OLD.id;
  END;
