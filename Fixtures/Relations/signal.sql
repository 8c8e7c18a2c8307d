-- The shape of Signal for Android's message database (signal.db, SQLCipher) as of the 5.x
-- releases (2021), described here from its source and trimmed to recipients, threads, SMS and
-- MMS messages, attachments ("part"), mentions, group receipts and groups. Each table's
-- CREATE_TABLE is in app/src/main/java/org/thoughtcrime/securesms/database/ (RecipientDatabase,
-- ThreadDatabase, SmsDatabase, MmsDatabase, AttachmentDatabase, MentionDatabase,
-- GroupReceiptDatabase, GroupDatabase .java), https://github.com/signalapp/Signal-Android/tree/v5.0.0/app/src/main/java/org/thoughtcrime/securesms/database.
-- These releases declare no foreign key (later ones added some): code keeps every relation.
--
-- Relations, and where the app keeps them:
--   thread.thread_recipient_id -> recipient._id: ThreadDatabase.getThreadIdFor(RecipientId)
--     "WHERE thread_recipient_id = ?"; createThreadForRecipient stores recipientId.serialize().
--   sms.thread_id, mms.thread_id -> thread._id: MmsSmsDatabase.getConversation(threadId)
--     "WHERE thread_id = ?"; ThreadDatabase.update counts a thread's messages by it.
--   sms.address, mms.address -> recipient._id: the sender or recipient
--     (RecipientId.from(cursor.getLong(ADDRESS)) in SmsDatabase.Reader / MmsDatabase.Reader).
--   part.mid -> mms._id: MmsDatabase joins "LEFT OUTER JOIN part ON mms._id = part.mid";
--     AttachmentDatabase.deleteAttachmentsForMessage "WHERE mid = ?".
--   mention.thread_id -> thread._id, mention.message_id -> mms._id, mention.recipient_id ->
--     recipient._id: MentionDatabase.insert / getMentionsForMessage "WHERE message_id = ?";
--     deleteAbandonedMentions deletes mentions whose message_id is in no mms row.
--   group_receipts.mms_id -> mms._id, group_receipts.address -> recipient._id:
--     GroupReceiptDatabase.getGroupReceiptInfo "WHERE mms_id = ?", one row per member.
--   groups.recipient_id -> recipient._id: GroupDatabase.getGroup(RecipientId) "WHERE recipient_id = ?".
-- Not relations: mms.quote_id is the quoted message's date_sent (epoch ms), not its _id;
-- mms.quote_author is a recipient id kept as TEXT; part.unique_id is a timestamp (AttachmentId =
-- row id + unique id); part.sticker_id (-1 = none), groups.avatar_id (a server id); every
-- date, date_sent, date_received, expires_in, expire_started, mute_until (epoch ms), read,
-- status, type, msg_box (bitmask), *_receipt_count, unread_count, pinned, archived,
-- subscription_id (-1), address_device_id, sms.person (a contacts-provider id, outside this
-- file). sms.notified is declared without a type ("notified DEFAULT 0"), as in the source.
CREATE TABLE recipient (_id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT UNIQUE DEFAULT NULL, phone TEXT UNIQUE DEFAULT NULL, group_id TEXT UNIQUE DEFAULT NULL, group_type INTEGER DEFAULT 0, blocked INTEGER DEFAULT 0, mute_until INTEGER DEFAULT 0, color TEXT DEFAULT NULL, default_subscription_id INTEGER DEFAULT -1, message_expiration_time INTEGER DEFAULT 0, registered INTEGER DEFAULT 0, system_display_name TEXT DEFAULT NULL, profile_sharing INTEGER DEFAULT 0, unidentified_access_mode INTEGER DEFAULT 0, mention_setting INTEGER DEFAULT 0, last_profile_fetch INTEGER DEFAULT 0);
CREATE TABLE thread (_id INTEGER PRIMARY KEY AUTOINCREMENT, date INTEGER DEFAULT 0, message_count INTEGER DEFAULT 0, thread_recipient_id INTEGER, snippet TEXT, snippet_charset INTEGER DEFAULT 0, read INTEGER DEFAULT 1, type INTEGER DEFAULT 0, error INTEGER DEFAULT 0, snippet_type INTEGER DEFAULT 0, archived INTEGER DEFAULT 0, status INTEGER DEFAULT 0, delivery_receipt_count INTEGER DEFAULT 0, expires_in INTEGER DEFAULT 0, last_seen INTEGER DEFAULT 0, has_sent INTEGER DEFAULT 0, read_receipt_count INTEGER DEFAULT 0, unread_count INTEGER DEFAULT 0, last_scrolled INTEGER DEFAULT 0, pinned INTEGER DEFAULT 0);
CREATE TABLE sms (_id INTEGER PRIMARY KEY AUTOINCREMENT, thread_id INTEGER, address INTEGER, address_device_id INTEGER DEFAULT 1, person INTEGER, date INTEGER, date_sent INTEGER, date_server INTEGER DEFAULT -1, protocol INTEGER, read INTEGER DEFAULT 0, status INTEGER DEFAULT -1, type INTEGER, reply_path_present INTEGER, delivery_receipt_count INTEGER DEFAULT 0, subject TEXT, body TEXT, service_center TEXT, subscription_id INTEGER DEFAULT -1, expires_in INTEGER DEFAULT 0, expire_started INTEGER DEFAULT 0, notified DEFAULT 0, read_receipt_count INTEGER DEFAULT 0, unidentified INTEGER DEFAULT 0, reactions_unread INTEGER DEFAULT 0, reactions_last_seen INTEGER DEFAULT -1, remote_deleted INTEGER DEFAULT 0, notified_timestamp INTEGER DEFAULT 0);
CREATE TABLE mms (_id INTEGER PRIMARY KEY AUTOINCREMENT, thread_id INTEGER, date INTEGER, date_received INTEGER, date_server INTEGER DEFAULT -1, msg_box INTEGER, read INTEGER DEFAULT 0, body TEXT, part_count INTEGER, address INTEGER, address_device_id INTEGER, m_type INTEGER, m_size INTEGER, delivery_receipt_count INTEGER DEFAULT 0, subscription_id INTEGER DEFAULT -1, expires_in INTEGER DEFAULT 0, expire_started INTEGER DEFAULT 0, notified INTEGER DEFAULT 0, read_receipt_count INTEGER DEFAULT 0, quote_id INTEGER DEFAULT 0, quote_author TEXT, quote_body TEXT, quote_attachment INTEGER DEFAULT -1, quote_missing INTEGER DEFAULT 0, unidentified INTEGER DEFAULT 0, reveal_duration INTEGER DEFAULT 0, reactions_unread INTEGER DEFAULT 0, reactions_last_seen INTEGER DEFAULT -1, remote_deleted INTEGER DEFAULT 0, mentions_self INTEGER DEFAULT 0, notified_timestamp INTEGER DEFAULT 0, viewed_receipt_count INTEGER DEFAULT 0);
CREATE TABLE part (_id INTEGER PRIMARY KEY, mid INTEGER, seq INTEGER DEFAULT 0, ct TEXT, name TEXT, chset INTEGER, cd TEXT, fn TEXT, cid TEXT, cl TEXT, ctt_s INTEGER, ctt_t TEXT, encrypted INTEGER, pending_push INTEGER, _data TEXT, data_size INTEGER, file_name TEXT, unique_id INTEGER NOT NULL, digest BLOB, voice_note INTEGER DEFAULT 0, quote INTEGER DEFAULT 0, width INTEGER DEFAULT 0, height INTEGER DEFAULT 0, caption TEXT DEFAULT NULL, sticker_pack_id TEXT DEFAULT NULL, sticker_id INTEGER DEFAULT -1, display_order INTEGER DEFAULT 0, upload_timestamp INTEGER DEFAULT 0, cdn_number INTEGER DEFAULT 0);
CREATE TABLE mention (_id INTEGER PRIMARY KEY AUTOINCREMENT, thread_id INTEGER, message_id INTEGER, recipient_id INTEGER, range_start INTEGER, range_length INTEGER);
CREATE TABLE group_receipts (_id INTEGER PRIMARY KEY, mms_id INTEGER, address INTEGER, status INTEGER, timestamp INTEGER, unidentified INTEGER DEFAULT 0);
CREATE TABLE groups (_id INTEGER PRIMARY KEY, group_id TEXT, recipient_id INTEGER, title TEXT, members TEXT, avatar_id INTEGER, avatar_content_type TEXT, timestamp INTEGER, active INTEGER DEFAULT 1, mms INTEGER DEFAULT 0);
CREATE INDEX thread_recipient_id_index ON thread (thread_recipient_id);
CREATE INDEX sms_thread_id_index ON sms (thread_id);
CREATE INDEX sms_read_index ON sms (read);
CREATE INDEX sms_thread_date_index ON sms (thread_id, date);
CREATE INDEX mms_thread_id_index ON mms (thread_id);
CREATE INDEX mms_thread_date_index ON mms (thread_id, date_received);
CREATE INDEX part_mms_id_index ON part (mid);
CREATE INDEX mention_message_id_index ON mention (message_id);
CREATE INDEX mention_recipient_id_thread_id_index ON mention (recipient_id, thread_id);
CREATE INDEX group_receipt_mms_id_index ON group_receipts (mms_id);
CREATE UNIQUE INDEX group_id_index ON groups (group_id);
CREATE UNIQUE INDEX group_recipient_id_index ON groups (recipient_id);

-- 80 recipients: people, then 10 groups (recipients too, with group_id set).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
INSERT INTO recipient SELECT i, CASE WHEN i <= 70 THEN lower(hex(randomblob(16))) END, CASE WHEN i <= 70 THEN '+1555' || printf('%07d', i * 7919) END,
  CASE WHEN i > 70 THEN '__signal_group__' || lower(hex(randomblob(16))) END, CASE WHEN i > 70 THEN 2 ELSE 0 END, i % 23 = 0,
  CASE WHEN i % 9 = 0 THEN 1700000000000 + i * 86400000 ELSE 0 END, NULL, -1, CASE WHEN i % 5 = 0 THEN 604800 ELSE 0 END,
  CASE WHEN i <= 70 THEN 1 ELSE 0 END, CASE WHEN i <= 70 THEN 'Contact ' || i END, 1, i % 4, 0, 1690000000000 + i * 1000 FROM n;
-- 45 threads, one per recipient that has ever exchanged a message.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 45)
INSERT INTO thread SELECT i, 1700000000000 + i * 3600000, 0, CASE WHEN i <= 35 THEN 2 * i - 1 ELSE 35 + i END, 'Snippet ' || i, 0, 1,
  CASE WHEN i > 35 THEN 1 ELSE 0 END, 0, 10485783, i % 13 = 0, 0, 0, 0, 1700000000000 + i * 3600000, 1, 0, i % 4, 0, i % 11 = 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
INSERT INTO sms SELECT i, 1 + i % 35, 2 * (1 + i % 35) - 1, 1, NULL, 1700000000000 + i * 61000, 1700000000000 + i * 61000 - 800,
  1700000000000 + i * 61000 - 400, 31337, 1, -1, CASE WHEN i % 2 = 0 THEN 10485783 ELSE 10485780 END, 0, i % 2, NULL, 'Message ' || i, 'GCM',
  -1, 0, 0, 1, i % 2, 1, 0, -1, i % 97 = 0, 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
INSERT INTO mms SELECT i, 1 + i % 45, 1700000000000 + i * 97000, 1700000000000 + i * 97000 + 300, -1,
  CASE WHEN i % 2 = 0 THEN 10485783 ELSE 10485780 END, 1, 'Media ' || i, 1 + i % 3,
  CASE WHEN 1 + i % 45 <= 35 THEN 2 * (1 + i % 45) - 1 ELSE 1 + (i * 7) % 70 END, 1, 132, 0, i % 2, -1, 0, 0, 1, i % 2,
  CASE WHEN i % 10 = 0 THEN 1700000000000 + (i - 3) * 97000 ELSE 0 END, CASE WHEN i % 10 = 0 THEN CAST(1 + i % 70 AS TEXT) END,
  CASE WHEN i % 10 = 0 THEN 'Quoted' END, -1, 0, 1, 0, 0, -1, 0, i % 50 = 0, 1, 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 420)
INSERT INTO part SELECT i, 1 + i % 300, 0, CASE WHEN i % 5 = 0 THEN 'video/mp4' ELSE 'image/jpeg' END, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  0, 0, '/data/parts/part' || i || '.mms', 100000 + (i * 7919) % 900000, NULL, 1700000000000 + i * 97000 + 5, NULL, 0, 0, 1024, 768, NULL, NULL, -1,
  i % 3, 1700000000000 + i * 97000, 2 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO mention SELECT i, 1 + (i * 5) % 45, 5 * i, 1 + (i * 3) % 70, i % 20, 1 + i % 12 FROM n;
UPDATE mention SET thread_id = (SELECT thread_id FROM mms WHERE mms._id = mention.message_id);
INSERT INTO group_receipts (mms_id, address, status, timestamp, unidentified)
  SELECT m._id, 1 + (m._id + k.k) % 70, 2 + k.k % 2, m.date + 1500, 1 FROM mms m JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) k
  WHERE m.thread_id > 35;
WITH RECURSIVE n(i) AS (SELECT 71 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
INSERT INTO groups SELECT i - 70, (SELECT group_id FROM recipient WHERE _id = i), i, 'Group ' || (i - 70), '1,3,5,' || (i - 60),
  CASE WHEN i % 2 = 0 THEN 4587120349 + i END, 'image/jpeg', 1700000000000 + i, 1, 0 FROM n;
-- Deleted since: messages (disappearing and deleted), their parts and mentions; a thread.
DELETE FROM sms WHERE _id % 19 = 0 OR thread_id = 17;
DELETE FROM mms WHERE _id % 23 = 0 OR thread_id = 17;
DELETE FROM part WHERE mid NOT IN (SELECT _id FROM mms);
DELETE FROM mention WHERE message_id NOT IN (SELECT _id FROM mms);
DELETE FROM group_receipts WHERE mms_id NOT IN (SELECT _id FROM mms);
DELETE FROM thread WHERE _id = 17;
UPDATE thread SET message_count = (SELECT count(*) FROM sms WHERE thread_id = thread._id) + (SELECT count(*) FROM mms WHERE thread_id = thread._id);
