-- The shape of digiKam's core database (digikam4.db), described here from digiKam's source and
-- trimmed to collections, albums, images, their information, comments and tags. The SQLite
-- schema and its triggers are in core/data/database/dbconfig.xml.cmake.in ("CreateDB" and
-- "CreateTriggers"), https://invent.kde.org/graphics/digikam/-/blob/master/core/data/database/dbconfig.xml.cmake.in.
-- digiKam declares no foreign key on SQLite: triggers keep the relations.
--
-- Relations, and where the app keeps them:
--   Albums.albumRoot -> AlbumRoots.id: trigger delete_albumroot "DELETE FROM Albums WHERE
--     Albums.albumRoot = OLD.id"; CoreDB::addAlbum stores the collection's id.
--   Albums.icon -> Images.id, NULL = none: trigger delete_image "UPDATE Albums SET icon=null
--     WHERE icon=OLD.id"; CoreDB::setAlbumIcon.
--   Images.album -> Albums.id, NULL = removed from its album: trigger delete_album; CoreDB::
--     removeItemsFromAlbum sets album to NULL and status to "removed" before the cleanup.
--   ImageInformation.imageid -> Images.id: the table's key is the image's id; delete_image
--     "DELETE FROM ImageInformation WHERE imageid=OLD.id".
--   ImageComments.imageid -> Images.id: delete_image deletes them by imageid.
--   ImageTags.imageid -> Images.id, ImageTags.tagid -> Tags.id: delete_image "DELETE FROM
--     ImageTags WHERE imageid=OLD.id"; delete_tag "DELETE FROM ImageTags WHERE tagid=OLD.id".
--   Tags.pid -> Tags.id, 0 = top level: the tag tree; insert_tagstree and move_tagstree read it.
--   Tags.icon -> Images.id, NULL = none: delete_image "UPDATE Tags SET icon=null WHERE icon=OLD.id".
--   TagsTree.id -> Tags.id, TagsTree.pid -> Tags.id (0 = the root): the transitive closure that
--     insert_tagstree fills: "INSERT INTO TagsTree SELECT NEW.id, NEW.pid UNION SELECT NEW.id,
--     pid FROM TagsTree WHERE id=NEW.pid".
-- Not relations: Images.status and category (enums), fileSize, manualOrder (a position),
-- ImageInformation.rating (-1 = unrated, 0-5), orientation (EXIF 1-8), width, height,
-- colorDepth, colorModel (enum), AlbumRoots.status and type (enums), ImageComments.type (enum).
CREATE TABLE AlbumRoots (id INTEGER PRIMARY KEY, label TEXT, status INTEGER NOT NULL, type INTEGER NOT NULL, identifier TEXT, specificPath TEXT, UNIQUE (identifier, specificPath));
CREATE TABLE Albums (id INTEGER PRIMARY KEY, albumRoot INTEGER NOT NULL, relativePath TEXT NOT NULL, date DATE, caption TEXT, collection TEXT, icon INTEGER, UNIQUE (albumRoot, relativePath));
CREATE TABLE Images (id INTEGER PRIMARY KEY, album INTEGER, name TEXT NOT NULL, status INTEGER NOT NULL, category INTEGER NOT NULL, modificationDate DATETIME, fileSize INTEGER, uniqueHash TEXT, manualOrder INTEGER, UNIQUE (album, name));
CREATE TABLE ImageInformation (imageid INTEGER PRIMARY KEY, rating INTEGER, creationDate DATETIME, digitizationDate DATETIME, orientation INTEGER, width INTEGER, height INTEGER, format TEXT, colorDepth INTEGER, colorModel INTEGER);
CREATE TABLE ImageComments (id INTEGER PRIMARY KEY, imageid INTEGER, type INTEGER, language TEXT, author TEXT, date DATETIME, comment TEXT, UNIQUE (imageid, type, language, author));
CREATE TABLE Tags (id INTEGER PRIMARY KEY, pid INTEGER, name TEXT NOT NULL, icon INTEGER, iconkde TEXT, UNIQUE (name, pid));
CREATE TABLE TagsTree (id INTEGER NOT NULL, pid INTEGER NOT NULL, UNIQUE (id, pid));
CREATE TABLE ImageTags (imageid INTEGER NOT NULL, tagid INTEGER NOT NULL, UNIQUE (imageid, tagid));
CREATE INDEX dir_index ON Images (album);
CREATE INDEX hash_index ON Images (uniqueHash);
CREATE INDEX tag_index ON ImageTags (tagid);
CREATE INDEX tag_id_index ON ImageTags (imageid);
CREATE INDEX comments_imageid_index ON ImageComments (imageid);
CREATE INDEX tagstree_id_index ON TagsTree (id);
CREATE INDEX tagstree_pid_index ON TagsTree (pid);
CREATE TRIGGER delete_albumroot DELETE ON AlbumRoots BEGIN DELETE FROM Albums WHERE Albums.albumRoot = OLD.id; END;
CREATE TRIGGER delete_album DELETE ON Albums BEGIN DELETE FROM Images WHERE Images.album = OLD.id; END;
CREATE TRIGGER delete_image DELETE ON Images
BEGIN
  DELETE FROM ImageTags WHERE imageid=OLD.id;
  DELETE FROM ImageInformation WHERE imageid=OLD.id;
  DELETE FROM ImageComments WHERE imageid=OLD.id;
  UPDATE Albums SET icon=null WHERE icon=OLD.id;
  UPDATE Tags SET icon=null WHERE icon=OLD.id;
END;
CREATE TRIGGER delete_tag DELETE ON Tags BEGIN DELETE FROM ImageTags WHERE tagid=OLD.id; END;
CREATE TRIGGER insert_tagstree AFTER INSERT ON Tags
BEGIN
  INSERT INTO TagsTree SELECT NEW.id, NEW.pid UNION SELECT NEW.id, pid FROM TagsTree WHERE id=NEW.pid;
END;
CREATE TRIGGER delete_tagstree DELETE ON Tags
BEGIN
  DELETE FROM Tags WHERE id IN (SELECT id FROM TagsTree WHERE pid=OLD.id);
  DELETE FROM TagsTree WHERE id IN (SELECT id FROM TagsTree WHERE pid=OLD.id);
  DELETE FROM TagsTree WHERE id=OLD.id;
END;

INSERT INTO AlbumRoots VALUES (1, 'Pictures', 0, 1, 'volumeid:?uuid=1c2f0a', '/home/ada/Pictures'), (2, 'Camera', 0, 2, 'volumeid:?uuid=8e11b3', '/');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 45)
INSERT INTO Albums SELECT i, 1 + (i > 30), CASE WHEN i IN (1, 31) THEN '/' ELSE '/' || (2010 + i % 14) || '/Album ' || i END,
  (2010 + i % 14) || '-06-01', NULL, NULL, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
INSERT INTO Images SELECT i, 1 + i % 45, 'IMG_' || printf('%04d', i) || CASE WHEN i % 20 = 0 THEN '.MP4' ELSE '.JPG' END, 1,
  CASE WHEN i % 20 = 0 THEN 2 ELSE 1 END, '2023-0' || (1 + i % 9) || '-12T10:00:00', 800000 + (i * 7919) % 6000000,
  lower(hex(randomblob(16))), CASE WHEN i % 7 = 0 THEN i % 30 END FROM n;
INSERT INTO ImageInformation SELECT id, CASE WHEN id % 6 = 0 THEN -1 ELSE id % 6 END, modificationDate, modificationDate,
  1 + id % 8, CASE WHEN id % 2 = 0 THEN 6000 ELSE 4000 END, CASE WHEN id % 2 = 0 THEN 4000 ELSE 6000 END, 'JPG', 8, 5 FROM Images;
INSERT INTO ImageComments (imageid, type, language, author, date, comment)
  SELECT id, 1 + id % 3, 'x-default', NULL, modificationDate, 'Caption ' || id FROM Images WHERE id % 5 = 0;
-- The tag tree: 8 top-level tags, each with children; insert_tagstree fills TagsTree.
INSERT INTO Tags (id, pid, name, icon, iconkde) VALUES (1, 0, '_Digikam_Internal_Tags_', NULL, NULL);
INSERT INTO Tags (id, pid, name, icon, iconkde) VALUES (2, 1, 'Color Label None', NULL, NULL), (3, 1, 'Color Label Red', NULL, NULL), (4, 1, 'Pick Label None', NULL, NULL);
WITH RECURSIVE n(i) AS (SELECT 5 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
INSERT INTO Tags (id, pid, name, icon, iconkde) SELECT i, 0, 'Topic ' || i, CASE WHEN i % 3 = 0 THEN i * 11 END, 'tag' FROM n;
WITH RECURSIVE n(i) AS (SELECT 13 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO Tags (id, pid, name, icon, iconkde) SELECT i, 5 + i % 8, 'Subject ' || i, NULL, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 61 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
INSERT INTO Tags (id, pid, name, icon, iconkde) SELECT i, 13 + i % 20, 'Detail ' || i, NULL, NULL FROM n;
INSERT OR IGNORE INTO ImageTags SELECT id, 13 + (id * 7) % 68 FROM Images;
INSERT OR IGNORE INTO ImageTags SELECT id, 2 + id % 3 FROM Images WHERE id % 4 = 0;
INSERT OR IGNORE INTO ImageTags SELECT id, 5 + id % 8 FROM Images WHERE id % 3 = 0;
UPDATE Albums SET icon = 1 + (id * 13) % 600 WHERE id % 2 = 1;
-- Deleted since: images, an album (its images with it), a subtree of tags; the triggers clean up.
DELETE FROM Images WHERE id % 37 = 0;
DELETE FROM Albums WHERE id = 44;
DELETE FROM Tags WHERE id = 20;
UPDATE Images SET album = NULL, status = 3 WHERE id IN (101, 202, 303);
