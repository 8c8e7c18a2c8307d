-- The shape of Shotwell's photo library (photo.db), described here from Shotwell's source and
-- trimmed to photos, videos, events, tags and backing (developed/edited) files. Each table is
-- created in its own file under src/db/ (PhotoTable.vala, VideoTable.vala, EventTable.vala,
-- TagTable.vala, BackingPhotoTable.vala, VersionTable.vala),
-- https://gitlab.gnome.org/GNOME/shotwell/-/tree/master/src/db. Shotwell declares no foreign
-- key; ids of a missing row are -1 (EventID.INVALID, BackingPhotoID.INVALID).
--
-- Relations, and where the app keeps them:
--   PhotoTable.event_id -> EventTable.id, -1 = in no event: PhotoTable.set_event / Event.
--     get_photos ("SELECT id FROM PhotoTable WHERE event_id = ?").
--   VideoTable.event_id -> EventTable.id, -1 = in no event: VideoTable.set_event, the same.
--   PhotoTable.editable_id -> BackingPhotoTable.id, -1 = none: the external editor's copy
--     (PhotoTable.attach_editable, "UPDATE PhotoTable SET editable_id=?").
--   PhotoTable.develop_shotwell_id, develop_camera_id, develop_embedded_id ->
--     BackingPhotoTable.id, -1 = none: the RAW developments (PhotoTable.update_raw_development).
--   EventTable.primary_photo_id -> PhotoTable.id, NULL = none: the event's cover in schemas before
--     primary_source_id (text) replaced it; upgraded libraries keep the column, written NULL.
-- Not relations: import_id (the import's time_t, ImportID), timestamp, exposure_time and
-- time_created (epoch seconds), flags (bitmask: hidden, favorite, offline, trash), rating
-- (-1 rejected, 0-5), orientation (EXIF 1-8), file_format (enum), width, height, filesize,
-- metadata_dirty (boolean), VideoTable.is_interpretable (boolean). TagTable.photo_id_list is a
-- text list of source ids ("thumb000000000000002a,video-…"), not an integer column.
CREATE TABLE VersionTable (id INTEGER PRIMARY KEY, schema_version INTEGER, app_version TEXT, user_data TEXT NULL);
CREATE TABLE EventTable (id INTEGER PRIMARY KEY, name TEXT, primary_photo_id INTEGER, time_created INTEGER, primary_source_id TEXT, comment TEXT);
CREATE TABLE BackingPhotoTable (id INTEGER PRIMARY KEY, filepath TEXT UNIQUE NOT NULL, timestamp INTEGER, filesize INTEGER, width INTEGER, height INTEGER, original_orientation INTEGER, file_format INTEGER, time_created INTEGER);
CREATE TABLE PhotoTable (id INTEGER PRIMARY KEY, filename TEXT UNIQUE NOT NULL, width INTEGER, height INTEGER, filesize INTEGER, timestamp INTEGER, exposure_time INTEGER, orientation INTEGER, original_orientation INTEGER, import_id INTEGER, event_id INTEGER, transformations TEXT, md5 TEXT, thumbnail_md5 TEXT, exif_md5 TEXT, time_created INTEGER, flags INTEGER DEFAULT 0, rating INTEGER DEFAULT 0, file_format INTEGER DEFAULT 0, title TEXT, backlinks TEXT, time_reimported INTEGER, editable_id INTEGER DEFAULT -1, metadata_dirty INTEGER DEFAULT 0, developer TEXT, develop_shotwell_id INTEGER DEFAULT -1, develop_camera_id INTEGER DEFAULT -1, develop_embedded_id INTEGER DEFAULT -1, comment TEXT);
CREATE TABLE VideoTable (id INTEGER PRIMARY KEY, filename TEXT UNIQUE NOT NULL, width INTEGER, height INTEGER, clip_duration REAL, is_interpretable INTEGER, filesize INTEGER, timestamp INTEGER, exposure_time INTEGER, import_id INTEGER, event_id INTEGER, md5 TEXT, time_created INTEGER, rating INTEGER DEFAULT 0, title TEXT, backlinks TEXT, time_reimported INTEGER, flags INTEGER DEFAULT 0, comment TEXT);
CREATE TABLE TagTable (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, photo_id_list TEXT, time_created INTEGER);
CREATE INDEX PhotoEventIDIndex ON PhotoTable (event_id);
CREATE INDEX VideoEventIDIndex ON VideoTable (event_id);

INSERT INTO VersionTable VALUES (1, 20, '0.32.1', NULL);
-- Events: one per day of shooting; Shotwell names only some.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
INSERT INTO EventTable SELECT i, CASE WHEN i % 3 = 0 THEN 'Trip ' || i END, NULL, 1600000000 + i * 86400, NULL, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO BackingPhotoTable SELECT i, '/home/ada/Pictures/.shotwell/developed/IMG_' || i || '_shotwell.jpg', 1600000000 + i * 3600,
  2000000 + i * 1000, 6000, 4000, 1, 0, 1600100000 + i * 60 FROM n;
-- 400 photos in 50 events (a few not yet in any), imported in 6 batches (import_id = time_t).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
INSERT INTO PhotoTable SELECT i, '/home/ada/Pictures/2020/IMG_' || printf('%04d', i) || CASE WHEN i % 10 = 0 THEN '.CR2' ELSE '.JPG' END,
  CASE WHEN i % 2 = 0 THEN 6000 ELSE 4000 END, CASE WHEN i % 2 = 0 THEN 4000 ELSE 6000 END, 3000000 + (i * 7919) % 5000000,
  1600000000 + i * 1800, 1600000000 + i * 1700, 1 + i % 8, 1, 1600300000 + (i / 70) * 604800,
  CASE WHEN i % 25 = 0 THEN -1 ELSE 1 + (i - 1) / 8 END, NULL, lower(hex(randomblob(16))), lower(hex(randomblob(16))), lower(hex(randomblob(16))),
  1600300000 + i * 2, (i % 4) * 4, CASE WHEN i % 9 = 0 THEN -1 ELSE i % 6 END, CASE WHEN i % 10 = 0 THEN 2 ELSE 0 END, NULL, '', NULL,
  CASE WHEN i % 20 = 3 THEN 1 + i % 40 ELSE -1 END, i % 2, CASE WHEN i % 10 = 0 THEN 'SHOTWELL' END,
  CASE WHEN i % 10 = 0 THEN 1 + (i / 10) % 40 ELSE -1 END, CASE WHEN i % 30 = 0 THEN 1 + (i / 30) % 40 ELSE -1 END, -1, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO VideoTable SELECT i, '/home/ada/Videos/MVI_' || i || '.MOV', 1920, 1080, 12.5 + i, 1, 20000000 + i * 99991,
  1600000000 + i * 9000, 1600000000 + i * 8900, 1600300000 + (i / 10) * 604800, CASE WHEN i % 7 = 0 THEN -1 ELSE 1 + i % 50 END,
  lower(hex(randomblob(16))), 1600300000 + i, i % 6, NULL, '', NULL, 0, NULL FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25)
INSERT INTO TagTable SELECT i, 'Tag ' || i, 'thumb' || printf('%016x', i) || ',thumb' || printf('%016x', i + 100) || ',', 1600400000 + i FROM n;
-- Deleted since: emptied events, photos and videos moved to the trash and emptied, a tag.
DELETE FROM PhotoTable WHERE id % 31 = 0;
DELETE FROM EventTable WHERE id IN (12, 33);
UPDATE PhotoTable SET event_id = -1 WHERE event_id IN (12, 33);
UPDATE VideoTable SET event_id = -1 WHERE event_id IN (12, 33);
DELETE FROM TagTable WHERE id = 9;
