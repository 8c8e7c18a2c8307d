-- The shape of Tasks.org's database (Android to-do app, formerly Astrid), described here from
-- its Room entities and exported schemas, trimmed to tasks, tags, alarms, places, geofences,
-- CalDAV lists and tasks and notifications. Entities: app/src/main/java/com/todoroo/astrid/
-- data/Task.kt and org/tasks/data/ (Tag.kt, TagData.kt, Alarm.kt, Place.kt, Geofence.kt,
-- CaldavCalendar.kt, CaldavTask.kt, Notification.kt); the CREATE statements Room writes are
-- in app/schemas/org.tasks.data.Database/*.json, https://github.com/tasks/tasks. Room declares
-- the foreign keys an entity lists in @Entity(foreignKeys = …); the others are kept by code.
--
-- Relations, and where the app keeps them:
--   tasks.parent -> tasks._id, 0 = top level: a subtask's parent task (Task.parent, read by
--     the subtask queries of TaskDao), declared NOT NULL with no foreign key.
--   tags.task -> tasks._id (declared: ForeignKey(entity = Task::class, childColumns = ["task"],
--     onDelete = CASCADE)); the tag itself is joined by text (tags.tag_uid = tagdata.remoteId).
--   alarms.task -> tasks._id (declared, CASCADE), geofences.task -> tasks._id (declared,
--     CASCADE), caldav_tasks.cd_task -> tasks._id (declared, CASCADE).
--   notification.task -> tasks._id (declared, CASCADE, since database version 83).
--   The CREATE statements as Room writes them are also in the migrations, e.g. MIGRATION_82_83
--     in app/src/main/java/org/tasks/db/Migrations.kt, which rebuilds alarms, tags, notification,
--     caldav_tasks and geofences with their "FOREIGN KEY(task) REFERENCES tasks(_id)" and tasks
--     with "parent INTEGER NOT NULL" and no foreign key.
-- Not relations: importance (priority 0-3), dueDate, hideUntil, created, modified, completed,
-- deleted, timerStart, lastNotified (epoch ms, 0 = none), estimatedSeconds, elapsedSeconds,
-- notificationFlags (bitmask), repeat_from (enum), collapsed, read_only (booleans), tagdata.color
-- and cdl_color (ARGB ints), td_icon and cdl_icon (icon indices), td_order and cdl_order
-- (positions), alarms.time, type, repeat and interval, geofences.arrival and departure
-- (booleans), cd_last_sync, cd_deleted (epoch ms), gt_moved, gt_remote_order, notification.type
-- (enum), notification.timestamp. Text keys link tagdata, places and caldav_lists
-- (remoteId, uid, cdl_uuid) and are not converted.
CREATE TABLE tasks (_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, title TEXT, importance INTEGER NOT NULL, dueDate INTEGER NOT NULL, hideUntil INTEGER NOT NULL, created INTEGER NOT NULL, modified INTEGER NOT NULL, completed INTEGER NOT NULL, deleted INTEGER NOT NULL, notes TEXT, estimatedSeconds INTEGER NOT NULL, elapsedSeconds INTEGER NOT NULL, timerStart INTEGER NOT NULL, notificationFlags INTEGER NOT NULL, lastNotified INTEGER NOT NULL, recurrence TEXT, repeat_from INTEGER NOT NULL DEFAULT 0, calendarUri TEXT, remoteId TEXT, collapsed INTEGER NOT NULL, parent INTEGER NOT NULL, read_only INTEGER NOT NULL DEFAULT 0);
CREATE TABLE tagdata (_id INTEGER PRIMARY KEY AUTOINCREMENT, remoteId TEXT, name TEXT, color INTEGER, tagOrdering TEXT, td_icon INTEGER, td_order INTEGER NOT NULL);
CREATE TABLE tags (_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, task INTEGER NOT NULL, name TEXT, tag_uid TEXT, task_uid TEXT, FOREIGN KEY(task) REFERENCES tasks(_id) ON UPDATE NO ACTION ON DELETE CASCADE);
CREATE TABLE alarms (_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, task INTEGER NOT NULL, time INTEGER NOT NULL, type INTEGER NOT NULL DEFAULT 0, repeat INTEGER NOT NULL DEFAULT 0, interval INTEGER NOT NULL DEFAULT 0, FOREIGN KEY(task) REFERENCES tasks(_id) ON UPDATE NO ACTION ON DELETE CASCADE);
CREATE TABLE places (place_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, uid TEXT, name TEXT, address TEXT, phone TEXT, url TEXT, latitude REAL NOT NULL, longitude REAL NOT NULL, place_color INTEGER NOT NULL, place_icon INTEGER NOT NULL, place_order INTEGER NOT NULL, radius INTEGER NOT NULL DEFAULT 250);
CREATE TABLE geofences (geofence_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, task INTEGER NOT NULL, place TEXT, arrival INTEGER NOT NULL, departure INTEGER NOT NULL, FOREIGN KEY(task) REFERENCES tasks(_id) ON UPDATE NO ACTION ON DELETE CASCADE);
CREATE TABLE caldav_lists (cdl_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, cdl_account TEXT, cdl_uuid TEXT, cdl_name TEXT, cdl_color INTEGER NOT NULL, cdl_ctag TEXT, cdl_url TEXT, cdl_icon INTEGER, cdl_order INTEGER NOT NULL, cdl_access INTEGER NOT NULL DEFAULT 0, cdl_last_sync INTEGER NOT NULL DEFAULT 0);
CREATE TABLE caldav_tasks (cd_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, cd_task INTEGER NOT NULL, cd_calendar TEXT, cd_object TEXT, cd_remote_id TEXT, cd_etag TEXT, cd_last_sync INTEGER NOT NULL, cd_deleted INTEGER NOT NULL, cd_remote_parent TEXT, gt_moved INTEGER NOT NULL DEFAULT 0, gt_remote_order INTEGER NOT NULL DEFAULT 0, FOREIGN KEY(cd_task) REFERENCES tasks(_id) ON UPDATE NO ACTION ON DELETE CASCADE);
CREATE TABLE notification (uid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, task INTEGER NOT NULL, timestamp INTEGER NOT NULL, type INTEGER NOT NULL, FOREIGN KEY(task) REFERENCES tasks(_id) ON UPDATE NO ACTION ON DELETE CASCADE);
CREATE INDEX tasks_parent ON tasks (parent);
CREATE UNIQUE INDEX tasks_remoteId ON tasks (remoteId);
CREATE INDEX index_tags_task ON tags (task);
CREATE INDEX index_alarms_task ON alarms (task);
CREATE INDEX index_geofences_task ON geofences (task);
CREATE INDEX index_caldav_tasks_cd_task ON caldav_tasks (cd_task);
CREATE UNIQUE INDEX index_notification_task ON notification (task);

-- 300 tasks; every fourth a subtask of the task before it; some completed, some deleted.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
INSERT INTO tasks SELECT i, 'Task ' || i, i % 4, CASE WHEN i % 3 = 0 THEN 1700000000000 + i * 86400000 ELSE 0 END, 0,
  1690000000000 + i * 600000, 1695000000000 + i * 600000, CASE WHEN i % 5 = 0 THEN 1698000000000 + i * 1000 ELSE 0 END,
  CASE WHEN i % 41 = 0 THEN 1699000000000 ELSE 0 END, NULL, CASE WHEN i % 7 = 0 THEN 1800 ELSE 0 END, 0, 0, (i % 3) * 2, 0,
  CASE WHEN i % 10 = 0 THEN 'FREQ=WEEKLY' END, 0, NULL, lower(hex(randomblob(16))), i % 17 = 0, CASE WHEN i % 4 = 0 THEN i - 1 ELSE 0 END, 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 15)
INSERT INTO tagdata SELECT i, lower(hex(randomblob(16))), 'Tag ' || i, -16777216 + i * 99991, '[]', i % 10, i FROM n;
INSERT INTO tags (task, name, tag_uid, task_uid) SELECT t._id, d.name, d.remoteId, t.remoteId FROM tasks t JOIN tagdata d ON d._id = 1 + t._id % 15 WHERE t._id % 2 = 0;
INSERT INTO alarms (task, time, type, repeat, interval) SELECT _id, CASE WHEN _id % 2 = 0 THEN 0 ELSE -900000 END, 1 + _id % 2, 0, 0 FROM tasks WHERE dueDate > 0;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6)
INSERT INTO places SELECT i, lower(hex(randomblob(16))), 'Place ' || i, i || ' Main St', NULL, NULL, 52.5 + i / 100.0, 13.4 + i / 100.0, 0, -1, i, 250 FROM n;
INSERT INTO geofences (task, place, arrival, departure) SELECT _id, (SELECT uid FROM places WHERE place_id = 1 + _id % 6), 1, _id % 2 FROM tasks WHERE _id % 25 = 0;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4)
INSERT INTO caldav_lists SELECT i, 'account-' || (i % 2), lower(hex(randomblob(16))), 'List ' || i, -13421773 + i, 'ctag' || i, 'https://dav.example/calendars/' || i, 2, i, 0, 1700000000000 FROM n;
INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_object, cd_remote_id, cd_etag, cd_last_sync, cd_deleted, cd_remote_parent, gt_moved, gt_remote_order)
  SELECT _id, (SELECT cdl_uuid FROM caldav_lists WHERE cdl_id = 1 + _id % 4), remoteId || '.ics', remoteId, 'etag' || _id, 1700000000000 + _id, 0, NULL, 0, _id % 30 FROM tasks;
INSERT INTO notification (task, timestamp, type) SELECT _id, 1700000000000 + _id * 1000, 1 + _id % 2 FROM tasks WHERE _id % 9 = 0;
-- Purged since: deleted tasks (and their subtasks' links), with what cascades from them.
PRAGMA foreign_keys = ON;
DELETE FROM tasks WHERE _id % 41 = 0 OR _id % 97 = 0;
UPDATE tasks SET parent = 0 WHERE parent <> 0 AND parent NOT IN (SELECT _id FROM tasks);
